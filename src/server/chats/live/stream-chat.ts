/**
 * GET /chats/{id}/stream (any chat the caller may read): re-attach to the running reply, on whichever instance it runs (`start`, one `delta` with
 * the text so far, live deltas, `done`), or, when none runs, `done` with the last assistant message (null when
 * there is none) and the end. With ?follow=1 the stream stays open and forwards every event of the chat until the
 * client leaves; it sends nothing at first when no reply runs (the client has the history). Opening the stream
 * marks the caller's unread count 0 (they are looking at the chat); events that arrive later do not, since only
 * the client knows whether the chat is on screen.
 */
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import type { StreamWriter } from "@/server/http/sse";
import { markRead } from "../lifecycle/mark-read";
import { findReadableChat } from "../scope";
import { followChat, followReply, sendStoredDone } from "../send/reply-stream";
import { findRunningReply } from "../send/running-reply";
import { viewerOf } from "../send/viewer";
import { ON_ACTIVE_BRANCH } from "../versions/active-branch";

export async function streamChat(
  ctx: RequestContext,
  id: string,
  options: { follow: boolean },
): Promise<StreamWriter> {
  const chat = await findReadableChat(ctx, id);
  const viewer = await viewerOf(ctx, chat.id);
  if (viewer.participant) await markRead(chat.id, ctx.user._id);
  if (options.follow) {
    const running = await findRunningReply(chat.id);
    return (sink) => followChat(sink, chat.id, running, viewer);
  }
  return async (sink) => {
    const running = await findRunningReply(chat.id);
    if (running) return followReply(sink, running, viewer);
    const last = await db.message.findFirst({
      where: { chatId: chat.id, role: "assistant", ...ON_ACTIVE_BRANCH },
      orderBy: [{ number: "desc" }, { createdAt: "desc" }],
      select: { id: true },
    });
    await sendStoredDone(sink, chat.id, last?.id ?? null, viewer);
  };
}
