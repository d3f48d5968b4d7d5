/**
 * Stopping a chat's running reply wherever it runs. On this instance: abort it and wait until it is stored. On
 * another: publish `stop` on the chat channel (the writer listens for it, run-reply.ts) and wait for the reply's
 * `done`/`error`, asking again every half second while the lease shows it running; a writer that died is taken
 * back through its expired lease.
 */

import { type ChatEvent, chatChannel, chatEvents, publishChatEvent } from "@/server/chats/live/chat-events";
import type { Resync } from "@/server/events/bus";
import { log } from "@/server/log";
import { readLease } from "./reply-lease";
import { findRunningReply, takeBackExpiredLeases } from "./running-reply";

const ASK_EVERY_MS = 500;
/** Past this the writer is slow but alive (its lease is renewed): answer with the reply as it is now. */
const STOP_WAIT_MS = 15_000;

/** Answers the stopped reply's message id, or null when no reply ran. */
export async function stopRunningReply(chatId: string): Promise<string | null> {
  const running = await findRunningReply(chatId);
  if (!running) return null;
  if (running.local) {
    running.local.abort.abort();
    await running.local.finished;
    return running.messageId;
  }
  const { messageId } = running;
  await new Promise<void>((resolve) => {
    const deadline = Date.now() + STOP_WAIT_MS;
    let timer: ReturnType<typeof setInterval> | undefined;
    const finish = () => {
      clearInterval(timer);
      unsubscribe();
      resolve();
    };
    const unsubscribe = chatEvents().subscribe(chatChannel(chatId), (event: ChatEvent | Resync) => {
      if ((event.type === "done" || event.type === "error") && event.messageId === messageId) finish();
    });
    const ask = () => publishChatEvent(chatId, { type: "stop", messageId });
    ask();
    let checking = false;
    timer = setInterval(async () => {
      if (checking) return;
      checking = true;
      try {
        const lease = await readLease(chatId);
        if (!lease?.owner || lease.messageId !== messageId) return finish();
        if (!lease.live) {
          await takeBackExpiredLeases(chatId);
          return finish();
        }
        if (Date.now() > deadline) {
          log.warn("stop not confirmed by the reply's instance", { chatId, messageId });
          return finish();
        }
        ask();
      } catch (error) {
        log.warn("stop: lease check failed", { chatId, error: String(error) });
      } finally {
        checking = false;
      }
    }, ASK_EVERY_MS);
  });
  return messageId;
}
