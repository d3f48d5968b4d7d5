/**
 * The chat channel `chat:<id>`: what happens in one chat, for every open stream on it, on every app instance.
 * Events name messages by id; on the instance that published them they also carry the rows (`message`, `chat`),
 * which never cross instances (pg-transport.ts): a stream that gets an event without its rows reads them. Rows,
 * not client documents, because what a subscriber may see (details, metaContent) depends on who subscribed.
 * A delta carries its offset in the reply's text, so a stream that joined late or missed events (a reconnect)
 * can fill the gap from the stored text and skip what it already sent.
 */
import type { ErrorEnvelope } from "@/lib/errors";
import type { EventBus } from "@/server/events/bus";
import { sharedBus } from "@/server/events/shared-bus";
import type { ChatRow } from "../reading/chat-document";
import type { MessageRow } from "../reading/message-document";

export type ChatEvent =
  | { type: "message"; messageId: string; message?: MessageRow }
  | { type: "start"; chatId: string; messageId: string }
  | { type: "delta"; messageId: string; offset: number; text: string }
  | { type: "done"; messageId: string; message?: MessageRow; chat?: ChatRow }
  | { type: "error"; messageId: string | null; envelope: ErrorEnvelope }
  | { type: "chat"; chat?: ChatRow }
  /** Stop asked on an instance that does not run the reply: the one that does aborts it. */
  | { type: "stop"; messageId: string };

/** Longer deltas are split, so that one event stays far below NOTIFY's 8000-byte payload, escapes included. */
const MAX_DELTA_CHARS = 1000;

function withoutRows(event: ChatEvent): ChatEvent {
  if (event.type === "message") return { type: "message", messageId: event.messageId };
  if (event.type === "done") return { type: "done", messageId: event.messageId };
  if (event.type === "chat") return { type: "chat" };
  return event;
}

export function chatEvents(): EventBus<ChatEvent> {
  return sharedBus<ChatEvent>("chat", withoutRows);
}

export const chatChannel = (chatId: string) => `chat:${chatId}`;

export function publishChatEvent(chatId: string, event: ChatEvent): void {
  if (event.type === "delta" && event.text.length > MAX_DELTA_CHARS) {
    for (let at = 0; at < event.text.length; at += MAX_DELTA_CHARS) {
      const text = event.text.slice(at, at + MAX_DELTA_CHARS);
      chatEvents().publish(chatChannel(chatId), { ...event, offset: event.offset + at, text });
    }
    return;
  }
  chatEvents().publish(chatChannel(chatId), event);
}
