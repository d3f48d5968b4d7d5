import { db } from "@/server/db";

/**
 * For the erasure of a person: the chats only they took part in (with an agent, or alone) go whole, with their
 * messages; from chats shared with other people, the messages they wrote go. Answers what went.
 */
export async function eraseChatsOf(userId: string): Promise<{ chats: number; messages: number }> {
  const theirs = await db.chat.findMany({
    where: { users: { some: { id: userId } } },
    select: { id: true, _count: { select: { users: true } } },
  });
  const alone = theirs.filter((c) => c._count.users <= 1).map((c) => c.id);
  const messages = await db.message.deleteMany({ where: { userId } });
  const chats = await db.chat.deleteMany({ where: { id: { in: alone } } });
  // The chats that stay keep no trace of them: not among the participants, no unread count of theirs.
  const shared = theirs.map((c) => c.id).filter((id) => !alone.includes(id));
  await db.$executeRaw`update "Chat" set "participantIds" = array_remove("participantIds", ${userId}::varchar),
      "unreadMessagesByUser" = "unreadMessagesByUser" - ${userId}::text
    where id = any(${shared}::varchar[])`;
  return { chats: chats.count, messages: messages.count };
}
