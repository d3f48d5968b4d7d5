/**
 * "Most recent activity first" for the chat lists. A chat's activity is its last message, or its creation while
 * it has none, so a chat just opened sits at the top of the windows instead of below every chat with messages.
 */
import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";
import { readChatRows } from "../reading/chat-row";

type Where = Prisma.ChatWhereInput;

/** The default order of POST /chats/paginate and GET /chats/by-user/{id}: a database order, so it pages. */
export const LIST_ORDER = [
  { lastMessageAt: { sort: "desc", nulls: "last" } },
  { createdAt: "desc" },
  { id: "desc" },
] as const;

type ActivityRow = { id: string; lastMessageAt: Date | null; createdAt: Date };
type FindArgs = { where: Where; orderBy: Prisma.ChatOrderByWithRelationInput[]; take: number };

/**
 * The `take` most recently active chats matching `where`, read by `find` (which picks the columns). Two indexed
 * queries (chats with messages by their last message, chats without by creation) merged, which is exact because a
 * chat's activity is one or the other.
 */
export async function mostRecent<Row extends ActivityRow>(
  where: Where,
  take: number,
  find: (args: FindArgs) => Promise<Row[]>,
): Promise<Row[]> {
  const [withMessages, withoutMessages] = await Promise.all([
    find({
      where: { AND: [where, { lastMessageAt: { not: null } }] },
      orderBy: [{ lastMessageAt: "desc" }, { id: "desc" }],
      take,
    }),
    find({
      where: { AND: [where, { lastMessageAt: null }] },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take,
    }),
  ]);
  const activity = (row: ActivityRow) => (row.lastMessageAt ?? row.createdAt).getTime();
  return [...withMessages, ...withoutMessages]
    .sort((a, b) => activity(b) - activity(a) || (a.id < b.id ? 1 : -1))
    .slice(0, take);
}

/** The rows (chat-row.ts) of the `take` most recently active chats matching `where`, most recent first. */
export async function mostRecentChats(where: Where, take: number) {
  const recent = await mostRecent(where, take, (args) =>
    db.chat.findMany({ ...args, select: { id: true, lastMessageAt: true, createdAt: true } }),
  );
  return readChatRows(recent.map((chat) => chat.id));
}
