import { NAME_MAX } from "@/lib/constants";
import type * as contract from "@/lib/contracts/chats";

export const MESSAGE_MAX: typeof contract.MESSAGE_MAX = 8000;
export const CHAT_TITLE_MAX: typeof contract.CHAT_TITLE_MAX = NAME_MAX;
export const HISTORY_PAGE_SIZE: typeof contract.HISTORY_PAGE_SIZE = 50;
export const FEEDBACK_COMMENT_MAX: typeof contract.FEEDBACK_COMMENT_MAX = 1000;
export const CHAT_EVENTS: typeof contract.CHAT_EVENTS = {
  message: "message",
  start: "start",
  delta: "delta",
  done: "done",
  error: "error",
  chat: "chat",
};
