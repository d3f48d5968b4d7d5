/**
 * "Most recent activity first" for the chat lists. A chat's activity is its last message, or its creation while
 * it has none, so a chat just opened sits at the top of the windows instead of below every chat with messages.
 */
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";
import { chatInclude } from "./chat-document";

type Where = Prisma.ChatWhereInput;

/** The default order of POST /chats/paginate and GET /chats/by-user/{id}: a database order, so it pages. */
export const LIST_ORDER = [
  { lastMessageAt: { sort: "desc", nulls: "last" } },
  { createdAt: "desc" },
  { id: "desc" },
] as const;

/**
 * The `take` most recently active chats matching `where`. Two indexed queries (chats with messages by their last
 * message, chats without by creation) merged, which is exact because a chat's activity is one or the other.
 */
export async function mostRecentChats(where: Where, take: number) {
  const [withMessages, withoutMessages] = await Promise.all([
    db.chat.findMany({
      where: { AND: [where, { lastMessageAt: { not: null } }] },
      orderBy: [{ lastMessageAt: "desc" }, { id: "desc" }],
      take,
      include: chatInclude,
    }),
    db.chat.findMany({
      where: { AND: [where, { lastMessageAt: null }] },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take,
      include: chatInclude,
    }),
  ]);
  const activity = (row: { lastMessageAt: Date | null; createdAt: Date }) =>
    (row.lastMessageAt ?? row.createdAt).getTime();
  return [...withMessages, ...withoutMessages]
    .sort((a, b) => activity(b) - activity(a) || (a.id < b.id ? 1 : -1))
    .slice(0, take);
}
