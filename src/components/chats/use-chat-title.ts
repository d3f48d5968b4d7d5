"use client";

import { useTranslations } from "next-intl";
import type { ChatDoc } from "@/lib/contracts/chats/schemas";
import { chatTitle } from "./chat-helpers";

/** chatTitle in the reader's language: a chat without a title is "Untitled chat" in it. */
export function useChatTitle(): (chat: Pick<ChatDoc, "title">) => string {
  const t = useTranslations("chats");
  const untitled = t("untitled");
  return (chat) => chatTitle(chat, untitled);
}
