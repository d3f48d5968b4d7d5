import { notFound } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { markRead } from "../lifecycle/mark-read";
import { canViewHiddenInfo, readableChats } from "../scope";
import { readChatRow } from "./chat-row";
import { chatView, unreadCountIn } from "./chat-view";

/**
 * GET /chats/{id} — any chat the caller may read. Opening a chat reads it: a participant's unread count goes
 * back to 0 (an overseeing coach or admin reading someone else's chat changes nothing).
 */
export async function getChat(ctx: RequestContext, id: string) {
  // The access check and the read at once; the row is dropped unread when the check fails.
  const [readable, row] = await Promise.all([
    db.chat.count({ where: { id, ...readableChats(ctx) } }),
    readChatRow(id),
  ]);
  if (readable === 0 || !row) throw notFound("Chat");
  const me = ctx.user._id;
  const isMe = (list: unknown) => (list as { id: string }[]).some((u) => u.id === me);
  const participant = isMe(row.users) || isMe(row.admins);
  const view = chatView(ctx, row, canViewHiddenInfo(ctx));
  if (participant && unreadCountIn(row, me) !== 0) {
    await markRead(id, me);
    view.unread = 0;
    view.unreadMessagesByUser = { ...(row.unreadMessagesByUser as object), [me]: 0 };
  }
  return view;
}
