/**
 * The chat channel `chat:<id>`: what happens in one chat, for every open stream on it. Events carry rows (not
 * client documents), because what a subscriber may see (details, metaContent) depends on who subscribed.
 */
import type { ErrorEnvelope } from "@/lib/errors";
import { type EventBus, inProcessBus } from "./bus";

export type Row = Record<string, unknown>;

export type ChatEvent =
  | { type: "message"; message: Row }
  | { type: "start"; chatId: string; messageId: string }
  | { type: "delta"; messageId: string; text: string }
  | { type: "done"; message: Row; chat: Row }
  | { type: "error"; messageId: string | null; envelope: ErrorEnvelope }
  | { type: "chat"; chat: Row };

// Kept on globalThis so a Next dev reload of this module keeps the subscribers of open streams.
const holder = globalThis as unknown as { __chatEventBus?: EventBus<ChatEvent> };

export function chatEvents(): EventBus<ChatEvent> {
  holder.__chatEventBus ??= inProcessBus<ChatEvent>();
  return holder.__chatEventBus;
}

export const chatChannel = (chatId: string) => `chat:${chatId}`;

export function publishChatEvent(chatId: string, event: ChatEvent): void {
  chatEvents().publish(chatChannel(chatId), event);
}
