import { db } from "@/server/db";
import { chatDocument } from "../reading/chat-document";
import { messageDocument, messageInclude } from "../reading/message-document";

/**
 * The chats a person takes part in, each with the messages of it that are theirs to have: what they wrote and
 * what the AI answered them, not other people's messages nor hidden information. For the export of their data.
 */
const ids = { select: { id: true } } as const;

export async function chatsOfPerson(userId: string) {
  const chats = await db.chat.findMany({
    where: { users: { some: { id: userId } } },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    include: { users: ids, agents: ids, admins: ids, teams: ids, goals: ids },
  });
  const messages = await db.message.findMany({
    where: {
      chatId: { in: chats.map((c) => c.id) },
      OR: [{ userId }, { role: "assistant" }],
    },
    orderBy: [{ number: { sort: "asc", nulls: "last" } }, { createdAt: "asc" }, { id: "asc" }],
    include: messageInclude,
  });
  return chats.map((chat) => ({
    ...chatDocument(chat),
    messages: messages.filter((m) => m.chatId === chat.id).map((m) => messageDocument(m, { hidden: false })),
  }));
}
