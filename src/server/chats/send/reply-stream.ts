/**
 * Writing chat events to one client's stream. Each subscribes to the chat channel and reads the running reply's
 * text in the same tick (the bus delivers synchronously), so the snapshot plus the live deltas are the whole text,
 * exactly once. A viewer whose stream delivers a reply's `done` has seen the chat: their unread count goes to 0.
 */
import { db } from "@/server/db";
import { type ChatEvent, chatChannel, chatEvents, type Row } from "@/server/events/chat-events";
import type { SseSink } from "@/server/http/sse";
import { readChatRow } from "../chat-row";
import { markRead } from "../mark-read";
import { isVisibleMessage, messageInclude } from "../message-document";
import type { Generation } from "./generation-registry";
import { chatFor, messageFor, type Viewer } from "./viewer";

function sendStart(sink: SseSink, generation: Generation): void {
  sink.send("start", { messageId: generation.messageId, chatId: generation.chatId });
  if (generation.text) sink.send("delta", { messageId: generation.messageId, text: generation.text });
}

async function sendDone(sink: SseSink, message: Row | null, chat: Row, viewer: Viewer): Promise<void> {
  if (viewer.participant) await markRead(chat.id as string, viewer.userId);
  sink.send("done", {
    message: message ? messageFor(message, viewer) : null,
    chat: chatFor(chat, viewer, { read: true }),
  });
}

/** `done` with a stored message (or null), and the chat as it is now. */
export async function sendStoredDone(
  sink: SseSink,
  chatId: string,
  messageId: string | null,
  viewer: Viewer,
): Promise<void> {
  // The same chat row as the live `done` (run-reply.ts) carries.
  const [message, chat] = await Promise.all([
    messageId ? db.message.findUnique({ where: { id: messageId }, include: messageInclude }) : null,
    readChatRow(chatId),
  ]);
  if (!chat) throw new Error(`chat ${chatId} is gone`);
  await sendDone(sink, message, chat, viewer);
}

/** `start`, the text so far, live deltas, then `done` (or `error`) of one reply. */
export function followReply(sink: SseSink, generation: Generation, viewer: Viewer): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let unsubscribe = () => {};
    const end = (last?: () => Promise<void>) => {
      unsubscribe();
      sink.signal.removeEventListener("abort", onLeave);
      (last ? last() : Promise.resolve()).then(resolve, reject);
    };
    const onLeave = () => end();
    unsubscribe = chatEvents().subscribe(chatChannel(generation.chatId), (event: ChatEvent) => {
      if (event.type === "delta" && event.messageId === generation.messageId) {
        sink.send("delta", { messageId: event.messageId, text: event.text });
      } else if (event.type === "done" && event.message.id === generation.messageId) {
        end(() => sendDone(sink, event.message, event.chat, viewer));
      } else if (event.type === "error" && event.messageId === generation.messageId) {
        end(async () => sink.send("error", event.envelope));
      }
    });
    if (generation.status !== "streaming") {
      // Finished before we subscribed: its `done` is already out, the stored row is final.
      end(() => sendStoredDone(sink, generation.chatId, generation.messageId, viewer));
      return;
    }
    sendStart(sink, generation);
    sink.signal.addEventListener("abort", onLeave);
  });
}

/**
 * ?follow=1: every event of the chat until the client leaves: the running reply (re-attached), new messages of
 * any participant, replies, chat changes. A reply's `error` ends the stream, as the protocol says (EventSource
 * reconnects by itself).
 */
export function followChat(
  sink: SseSink,
  chatId: string,
  running: Generation | null,
  viewer: Viewer,
): Promise<void> {
  return new Promise<void>((resolve) => {
    const end = () => {
      unsubscribe();
      sink.signal.removeEventListener("abort", end);
      resolve();
    };
    const unsubscribe = chatEvents().subscribe(chatChannel(chatId), (event: ChatEvent) => {
      switch (event.type) {
        case "message":
          if (isVisibleMessage(event.message.role as string, viewer.hidden))
            sink.send("message", messageFor(event.message, viewer));
          break;
        case "start":
          sink.send("start", { messageId: event.messageId, chatId: event.chatId });
          break;
        case "delta":
          sink.send("delta", { messageId: event.messageId, text: event.text });
          break;
        case "done":
          sink.send("done", {
            message: messageFor(event.message, viewer),
            chat: chatFor(event.chat, viewer),
          });
          break;
        case "chat":
          sink.send("chat", { chat: chatFor(event.chat, viewer) });
          break;
        case "error":
          sink.send("error", event.envelope);
          end();
          break;
      }
    });
    if (running && running.status === "streaming") sendStart(sink, running);
    if (sink.signal.aborted) end();
    else sink.signal.addEventListener("abort", end);
  });
}
