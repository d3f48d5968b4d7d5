"use client";

import * as React from "react";
import { chats } from "@/lib/api/browser-endpoints";
import { call, pathOf } from "@/lib/api/call";
import type { ChatMessage, HistoryPage } from "@/lib/contracts/chats/schemas";
import { toastError } from "@/lib/toast";
import type { RunOptions } from "./use-chat-session";

/** Which message a regeneration is about: a user message answered again, with `message` edited first. */
export interface RewriteTarget {
  messageId: string;
  message?: string;
}

interface Setters {
  chatId: string | null;
  /** Runs one reply stream (the session's). */
  run: (path: string, options: RunOptions) => Promise<boolean>;
  setMessages: React.Dispatch<React.SetStateAction<ChatMessage[]>>;
  setHasMore: (hasMore: boolean) => void;
  setBusy: (busy: boolean) => void;
  /** The message of a failure that brought none of its own (§8 INTERNAL_ERROR, in the reader's language). */
  unexpected: string;
}

/**
 * What the transcript shows while a version is written: the conversation up to the target, the edited text in
 * place of the old one, nothing after it (the server keeps what follows as the earlier branch).
 */
function upToTarget(list: ChatMessage[], target: RewriteTarget): ChatMessage[] {
  const at = list.findIndex((m) => m.id === target.messageId);
  if (at < 0) return list;
  if (target.message === undefined) return list.slice(0, at + 1);
  return [...list.slice(0, at), { ...list[at], message: target.message, versions: undefined }];
}

/**
 * Versions instead of overwrites, in the browser: regenerate a reply or edit a message (POST /chats/regenerate),
 * and move between versions (POST /chats/messages/{id}/show). Both end with the chat's latest messages as the
 * server now shows them, so every "‹ 2/3 ›" is current.
 */
export function useVersions({ chatId, run, setMessages, setHasMore, setBusy, unexpected }: Setters) {
  const showPage = React.useCallback(
    (page: HistoryPage) => {
      setMessages(page.messages);
      setHasMore(page.hasMore);
    },
    [setMessages, setHasMore],
  );

  const latest = React.useCallback(async () => {
    if (!chatId) return;
    const page = await call(chats.history, { query: { chatId } }).catch(() => null);
    if (page) showPage(page);
  }, [chatId, showPage]);

  const regenerate = React.useCallback(
    (target: RewriteTarget) => {
      if (!chatId) return;
      setMessages((list) => upToTarget(list, target));
      setBusy(true);
      // An edit is stored as a new message: it takes the place of the old one the transcript showed meanwhile.
      const before: RunOptions["before"] = (event) => {
        if (target.message !== undefined && event.type === "message" && event.message.id !== target.messageId)
          setMessages((list) => list.filter((m) => m.id !== target.messageId));
      };
      void run(pathOf(chats.regenerate, {}), { body: { chat: chatId, ...target }, before })
        // Refused (e.g. a reply was running): the stored transcript is the truth either way.
        .catch(() => {})
        .finally(() => {
          setBusy(false);
          void latest();
        });
    },
    [chatId, run, setMessages, setBusy, latest],
  );

  const showVersion = React.useCallback(
    (id: string) => {
      setBusy(true);
      call(chats.showVersion, { params: { id } })
        .then(showPage)
        .catch((error: unknown) => toastError(error instanceof Error ? error.message : unexpected))
        .finally(() => setBusy(false));
    },
    [showPage, setBusy, unexpected],
  );

  return { regenerate, showVersion };
}
