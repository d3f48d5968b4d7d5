import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { writableChats } from "../scope";
import { mostRecent } from "./chat-order";

const LAST_ACTIVE_CHAT = {
  id: true,
  title: true,
  closed: true,
  createdAt: true,
  lastMessageAt: true,
  agents: { select: { name: true }, take: 1 },
} as const satisfies Prisma.ChatSelect;

export type LastActiveChat = Prisma.ChatGetPayload<{ select: typeof LAST_ACTIVE_CHAT }>;

/**
 * The caller's most recently active chat that is not archived (activity as in chat-order.ts), with its first
 * agent's name, or null: the chat to continue on the athlete's home overview.
 */
export async function lastActiveChat(ctx: RequestContext): Promise<LastActiveChat | null> {
  const where = { ...writableChats(ctx), isArchived: false };
  const [chat] = await mostRecent(where, 1, (args) =>
    db.chat.findMany({ ...args, select: LAST_ACTIVE_CHAT }),
  );
  return chat ?? null;
}
