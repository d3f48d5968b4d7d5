import { NAME_MAX } from "@/lib/constants";

export const MESSAGE_MAX = 8000;
export const CHAT_TITLE_MAX = NAME_MAX;
/** What a chat without a title is called, on screen and in its exports. */
export const UNTITLED_CHAT = "Untitled chat";
export const HISTORY_PAGE_SIZE = 50;
export const FEEDBACK_COMMENT_MAX = 1000;
export const CHAT_EVENTS = {
  /** A stored message (the sender's own, or another participant's): ChatMessage. */
  message: "message",
  /** An assistant reply started: {messageId, chatId}. */
  start: "start",
  /** Text of the running reply: {messageId, text} (on re-attach, the first delta holds everything so far). */
  delta: "delta",
  /** The reply finished and is stored: {message: ChatMessage, chat: {closed, title, ...}}. */
  done: "done",
  /** The §8 envelope; the stream ends after it. */
  error: "error",
  /** The chat changed (closed, renamed, read counts): {chat}. */
  chat: "chat",
} as const;
