/**
 * DELETE /chats/{id}/stream: the stop button. Aborts the provider call of the chat's running reply and waits until
 * it is stored (its text so far, details.status 'stopped') and `done` is published; answers {stopped, message}.
 * No running reply: {stopped: false}.
 */
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { findWritableChat } from "./access";
import { messageInclude } from "./message-document";
import { runningGeneration } from "./send/generation-registry";
import { messageFor, viewerOf } from "./send/viewer";

export async function stopReply(ctx: RequestContext, id: string) {
  const chat = await findWritableChat(ctx, id);
  const running = runningGeneration(chat.id);
  if (!running) return { stopped: false, message: null };
  running.abort.abort();
  await running.finished;
  const [row, viewer] = await Promise.all([
    db.message.findUniqueOrThrow({ where: { id: running.messageId }, include: messageInclude }),
    viewerOf(ctx, chat.id),
  ]);
  return { stopped: true, message: messageFor(row, viewer) };
}
