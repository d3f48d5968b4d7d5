/**
 * The chat documents the CRUD and list endpoints answer: the §3 Chat document plus `unread`, the caller's own
 * unread count (the full `unreadMessagesByUser` map stays in the document, as §3 has it).
 */
import type { Sendable } from "@/lib/api/define";
import type { ChatView } from "@/lib/contracts/chats/schemas";
import { notFound } from "@/lib/errors";
import type { RequestContext } from "@/server/http/context";
import { type ChatRow, chatDocument } from "./chat-document";
import { readChatRow } from "./chat-row";

export function unreadCountIn(row: { unreadMessagesByUser?: unknown }, userId: string): number {
  const counts = row.unreadMessagesByUser as Record<string, unknown> | null | undefined;
  const n = counts?.[userId];
  return typeof n === "number" ? n : 0;
}

export function chatView(ctx: RequestContext, row: ChatRow, hidden: boolean): Sendable<ChatView> {
  return { ...chatDocument(row, { hidden }), unread: unreadCountIn(row, ctx.user._id) };
}

/** Reads a chat the service has just checked or written, with the relations the document lists. */
export async function loadChatView(ctx: RequestContext, id: string, hidden: boolean) {
  const row = await readChatRow(id);
  if (!row) throw notFound("Chat");
  return chatView(ctx, row, hidden);
}
