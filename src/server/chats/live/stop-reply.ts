/**
 * DELETE /chats/{id}/stream: the stop button. Stops the chat's running reply, on this instance or another
 * (stop-anywhere.ts), and waits until it is stored (its text so far, details.status 'stopped') and `done` is
 * published; answers {stopped, message}. No running reply: {stopped: false}.
 */
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { messageInclude } from "../reading/message-document";
import { findWritableChat } from "../scope";
import { stopRunningReply } from "../send/stop-anywhere";
import { messageFor, viewerOf } from "../send/viewer";

export async function stopReply(ctx: RequestContext, id: string) {
  const chat = await findWritableChat(ctx, id);
  const messageId = await stopRunningReply(chat.id);
  if (!messageId) return { stopped: false, message: null };
  const [row, viewer] = await Promise.all([
    db.message.findUniqueOrThrow({ where: { id: messageId }, include: messageInclude }),
    viewerOf(ctx, chat.id),
  ]);
  return { stopped: true, message: messageFor(row, viewer) };
}
