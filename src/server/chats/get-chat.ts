import { notFound } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { canViewHiddenInfo, readableChats } from "./access";
import { chatInclude } from "./chat-document";
import { chatView, unreadOf } from "./chat-view";
import { markRead } from "./mark-read";

/**
 * GET /chats/{id} — any chat the caller may read. Opening a chat reads it: a participant's unread count goes
 * back to 0 (an overseeing coach or admin reading someone else's chat changes nothing).
 */
export async function getChat(ctx: RequestContext, id: string) {
  const row = await db.chat.findFirst({ where: { id, ...readableChats(ctx) }, include: chatInclude });
  if (!row) throw notFound("Chat");
  const me = ctx.user._id;
  const participant = row.users.some((u) => u.id === me) || row.admins.some((a) => a.id === me);
  const view = chatView(ctx, row, canViewHiddenInfo(ctx));
  if (participant && unreadOf(row, me) !== 0) {
    await markRead(id, me);
    view.unread = 0;
    view.unreadMessagesByUser = { ...(row.unreadMessagesByUser as object), [me]: 0 };
  }
  return view;
}
