/** The small helpers the chat list and the chat view share: titles, excerpts, unread counts, participation. */

import type { RefObject } from "react";
import type { ChatDoc } from "@/lib/contracts/chats/schemas";
import { plainText } from "@/lib/plain-text";

/**
 * A dialog the chat's ⋯ menu opens (it has no button of its own there): whether it is open, and the menu's button,
 * which gets the focus back when it closes.
 */
export interface MenuOpened {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** The chat's title, or `untitled` ("Untitled chat" in the reader's language) when it has none: see useChatTitle. */
export function chatTitle(chat: Pick<ChatDoc, "title">, untitled: string): string {
  return chat.title?.trim() || untitled;
}

/** The last message as one short line, markdown marks removed. */
export function excerpt(message: ChatDoc["lastMessage"], max = 120): string {
  if (!message || typeof message === "string") return "";
  return plainText(message.message, max);
}

/** The caller's unread count: the list's `unread`, else their entry of unreadMessagesByUser. */
export function unreadOf(chat: Pick<ChatDoc, "unread" | "unreadMessagesByUser">, userId: string): number {
  if (typeof chat.unread === "number") return chat.unread;
  return chat.unreadMessagesByUser[userId] ?? 0;
}

/** Participants write to a chat; coaches and admins overseeing someone else's chat only read it. */
export function isParticipant(
  chat: Pick<ChatDoc, "users"> & { admins?: readonly string[] },
  userId: string,
): boolean {
  return chat.users.includes(userId) || (chat.admins ?? []).includes(userId);
}

/**
 * A chat its person has not written in yet: nothing, or only the agent's greeting. Starting a chat with the same
 * agent and mode goes back to it instead of making another "Untitled chat" beside it.
 */
export function isUntouched(chat: Pick<ChatDoc, "messagesNumber" | "lastMessage">): boolean {
  if (chat.messagesNumber === 0) return true;
  const last = chat.lastMessage;
  return chat.messagesNumber === 1 && last !== null && typeof last === "object" && last.role === "assistant";
}

/**
 * The words on the chat header's buttons (Talk, Archive, Close chat): read out always, shown only when the chat
 * pane is 48rem wide or more, so the title keeps its room in a narrow window.
 */
export const HEADER_BUTTON_LABEL = "@max-3xl/pane:sr-only";
