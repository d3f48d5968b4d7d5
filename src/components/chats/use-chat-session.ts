"use client";

import { useTranslations } from "next-intl";
import * as React from "react";
import { chats, users } from "@/lib/api/browser-endpoints";
import { call, pathOf } from "@/lib/api/call";
import {
  ChatStreamError,
  type ChatStreamEvent,
  isAbort,
  newClientId,
  type StreamedChat,
  streamChat,
} from "@/lib/chat-stream";
import type { ChatDoc, ChatMessage, HistoryPage, OwnFeedback } from "@/lib/contracts/chats/schemas";
import { HISTORY_PAGE_SIZE } from "@/lib/contracts/chats/values";
import type { FileReference } from "@/lib/contracts/files/schemas";
import { toastError } from "@/lib/toast";
import { mergeMessage } from "./merge-message";
import { type RewriteTarget, useVersions } from "./use-versions";

/** A message the person sent that is not stored yet, or whose send failed (then it can be retried as is). */
export interface PendingMessage {
  idFromClient: string;
  text: string;
  failed: boolean;
  /** Attachments (sent as their ids). */
  files?: FileReference[];
  /** A recording, sent to POST /chats/send-audio; its transcript becomes the message. */
  recording?: Blob;
  /** Speak the reply (generateAudio) with this TTS voice. */
  speak?: { voice: string } | null;
}

/** How a message goes out: attachments and whether the reply is spoken. */
export interface SendOptions {
  files?: FileReference[];
  speak?: { voice: string } | null;
}

export interface StreamingReply {
  messageId: string;
  text: string;
}

export interface ChatSession {
  messages: ChatMessage[];
  pending: PendingMessage | null;
  streaming: StreamingReply | null;
  /** A send, greeting or re-attached reply is running. */
  busy: boolean;
  historyLoading: boolean;
  historyError: Error | null;
  hasMore: boolean;
  loadingEarlier: boolean;
  loadEarlier: () => void;
  reloadHistory: () => void;
  send: (text: string, options?: SendOptions) => void;
  /**
   * Sends a recording through POST /chats/send-audio and follows the reply like a send; resolves with the stored
   * reply (null when it failed or was aborted).
   */
  sendRecording: (recording: Blob, options?: SendOptions) => Promise<ChatMessage | null>;
  retry: () => void;
  /**
   * Answers a user message again (POST /chats/regenerate), edited first with `message`; what followed it leaves the
   * transcript at once and is kept as an earlier version (use-versions.ts).
   */
  regenerate: (target: RewriteTarget) => void;
  /** Shows another version of a message, with what followed it. */
  showVersion: (id: string) => void;
  /** Shows the caller's feedback on a reply (given through the API by the caller). */
  setFeedback: (messageId: string, feedback: OwnFeedback | null) => void;
  stop: () => void;
  stopping: boolean;
}

/** How one stream runs: its body, whether failures stay silent, its abort signal, and a look at each event first. */
export interface RunOptions {
  body?: unknown;
  silent?: boolean;
  signal?: AbortSignal;
  before?: (event: ChatStreamEvent) => void;
}

/** POST /chats/send-audio refused the recording itself (its `audio` field): the same clip cannot succeed. */
function refusedRecording(error: ChatStreamError): boolean {
  return error.code === "VALIDATION_ERROR" && error.fields.some((f) => f.path === "audio");
}

/**
 * One chat's transcript and its live parts: the history (paged back by message number), the person's pending
 * message, the reply streaming in, and the calls that drive them (send with a retry that reuses idFromClient,
 * stop, the greeting of a new agent chat, re-attaching to a reply still running, and following a chat between
 * people). Every stream is aborted when the page is left.
 */
export function useChatSession({
  chat,
  canWrite,
  onChat,
  initialHistory,
}: {
  chat: ChatDoc | null;
  canWrite: boolean;
  /** Chat fields a stream reported (closed, title, summary…). */
  onChat: (changes: StreamedChat) => void;
  /** The newest page of the history as the server read it with the page: shown at once, not fetched again. */
  initialHistory?: HistoryPage;
}): ChatSession {
  const t = useTranslations("chatMessages");
  const te = useTranslations("errors");
  /** §8 INTERNAL_ERROR's message, for a failure that brought none of its own. */
  const unexpected = te("codes.INTERNAL_ERROR");
  const voiceMessage = t("voiceMessage");
  const chatId = chat?._id ?? null;
  const [messages, setMessages] = React.useState<ChatMessage[]>(initialHistory?.messages ?? []);
  const [hasMore, setHasMore] = React.useState(initialHistory?.hasMore ?? false);
  const [historyLoading, setHistoryLoading] = React.useState(initialHistory === undefined);
  const historyFromServer = React.useRef(initialHistory !== undefined);
  const [historyError, setHistoryError] = React.useState<Error | null>(null);
  const [historyAttempt, setHistoryAttempt] = React.useState(0);
  const [loadingEarlier, setLoadingEarlier] = React.useState(false);
  const [pending, setPending] = React.useState<PendingMessage | null>(null);
  const [streaming, setStreaming] = React.useState<StreamingReply | null>(null);
  const [busy, setBusy] = React.useState(false);
  const [stopping, setStopping] = React.useState(false);
  const controllers = React.useRef(new Set<AbortController>());
  /** The reply of the latest finished stream (the `done` event's message). */
  const lastReply = React.useRef<ChatMessage | null>(null);
  const onChatRef = React.useRef(onChat);
  onChatRef.current = onChat;

  const handle = React.useCallback((event: ChatStreamEvent) => {
    switch (event.type) {
      case "message":
        setMessages((list) => mergeMessage(list, event.message));
        setPending((current) =>
          current && current.idFromClient === event.message.idFromClient ? null : current,
        );
        break;
      case "start":
        setStreaming({ messageId: event.messageId, text: "" });
        break;
      case "delta":
        setStreaming((current) => ({
          messageId: event.messageId,
          text: (current?.messageId === event.messageId ? current.text : "") + event.text,
        }));
        break;
      case "done": {
        const reply = event.message;
        if (reply) setMessages((list) => mergeMessage(list, reply));
        setStreaming(null);
        if (event.chat) onChatRef.current(event.chat);
        break;
      }
      case "chat":
        onChatRef.current(event.chat);
        break;
      case "error":
        setStreaming(null);
        // The failed reply is stored with what it had written (status "error"): show it, with its Retry.
        setHistoryAttempt((n) => n + 1);
        break;
    }
  }, []);

  /** Runs one stream; resolves with whether a reply started. Failures toast, except for silent re-attaches. */
  const run = React.useCallback(
    async (path: string, options: RunOptions = {}): Promise<boolean> => {
      const controller = new AbortController();
      controllers.current.add(controller);
      options.signal?.addEventListener("abort", () => controller.abort());
      let started = false;
      try {
        await streamChat(path, {
          body: options.body,
          signal: controller.signal,
          onEvent: (event) => {
            if (event.type === "start") started = true;
            if (event.type === "done" && event.message) lastReply.current = event.message;
            options.before?.(event);
            handle(event);
          },
        });
      } catch (error) {
        if (isAbort(error) || controller.signal.aborted) return started;
        if (error instanceof ChatStreamError) {
          if (error.code === "CHAT_CLOSED") onChatRef.current({ closed: true });
          if (error.code === "EXPIRED_SECTION" || error.code === "USER_NOT_ACTIVE") {
            // api() runs the sign-out flows of §4/§8; the same failure reaches it.
            await call(users.getMe, {}).catch(() => {});
          } else if (!options.silent) {
            // A refused recording says why on its field (type, nothing heard); other failures by their message.
            const field = path === pathOf(chats.sendAudio, {}) ? error.fields[0]?.message : undefined;
            toastError(field ?? error.message);
          }
        } else if (!options.silent) {
          toastError(unexpected);
        }
        throw error;
      } finally {
        controllers.current.delete(controller);
        setStreaming(null);
      }
      return started;
    },
    [handle, unexpected],
  );

  // Leaving the page stops reading every stream (the server keeps a running reply going).
  React.useEffect(() => {
    const active = controllers.current;
    return () => {
      for (const controller of active) controller.abort();
      active.clear();
    };
  }, []);

  // The newest page of the history.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `historyAttempt` exists to force a reload.
  React.useEffect(() => {
    if (!chatId) return;
    if (historyFromServer.current) {
      historyFromServer.current = false;
      return;
    }
    const controller = new AbortController();
    setHistoryLoading(true);
    setHistoryError(null);
    call(chats.history, { query: { chatId, limit: HISTORY_PAGE_SIZE } }, { signal: controller.signal }).then(
      (page) => {
        if (controller.signal.aborted) return;
        setMessages((list) => page.messages.reduce(mergeMessage, list));
        setHasMore(page.hasMore);
        setHistoryLoading(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setHistoryError(error instanceof Error ? error : new Error(unexpected));
        setHistoryLoading(false);
      },
    );
    return () => controller.abort();
  }, [chatId, historyAttempt, unexpected]);

  const loadEarlier = React.useCallback(() => {
    const first = messages.find((m) => typeof m.number === "number");
    if (!chatId || !hasMore || loadingEarlier || !first?.number) return;
    setLoadingEarlier(true);
    call(chats.history, { query: { chatId, before: first.number, limit: HISTORY_PAGE_SIZE } })
      .then((page) => {
        setMessages((list) => page.messages.reduce(mergeMessage, list));
        setHasMore(page.hasMore);
      })
      .catch((error: unknown) => toastError(error instanceof Error ? error.message : unexpected))
      .finally(() => setLoadingEarlier(false));
  }, [chatId, hasMore, loadingEarlier, messages, unexpected]);

  // Once the history is in: re-attach to a reply still running; a new agent chat with no messages gets its
  // greeting; a chat between people is followed live.
  const historyReady = !historyLoading && !historyError;
  const chatType = chat?.type;
  const closed = chat?.closed ?? false;
  const empty = messages.length === 0;
  const emptyRef = React.useRef(empty);
  emptyRef.current = empty;
  // A reply still being written is stored with status "streaming" from its start.
  const runningRef = React.useRef(false);
  runningRef.current = messages.some((m) => m.role === "assistant" && m.status === "streaming");
  React.useEffect(() => {
    if (!chatId || !historyReady) return;
    const controller = new AbortController();
    const { signal } = controller;
    const startup = async () => {
      if (chatType !== "agent-chat") {
        // Open as long as the page is: other participants' messages arrive as `message` events.
        await run(pathOf(chats.stream, { params: { id: chatId }, query: { follow: "1" } }), {
          silent: true,
          signal,
        }).catch(() => {});
        return;
      }
      // Nothing to re-attach to and nothing to greet: the composer is ready at once. (Checking with the server
      // anyway kept Send busy for a moment with nothing on screen, and an Enter in that moment did nothing.)
      if (!emptyRef.current && !runningRef.current) return;
      setBusy(true);
      try {
        const attached = await run(pathOf(chats.stream, { params: { id: chatId } }), {
          silent: true,
          signal,
        }).catch(() => false);
        if (!attached && !signal.aborted && canWrite && !closed && emptyRef.current) {
          await run(pathOf(chats.greeting, { params: { id: chatId } }), { body: {}, signal }).catch(() => {});
        }
      } finally {
        if (!signal.aborted) setBusy(false);
      }
    };
    void startup();
    return () => controller.abort();
  }, [chatId, historyReady, chatType, canWrite, closed, run]);

  const deliver = React.useCallback(
    async (message: PendingMessage): Promise<ChatMessage | null> => {
      if (!chatId) return null;
      setPending({ ...message, failed: false });
      setBusy(true);
      lastReply.current = null;
      try {
        if (message.recording) {
          const form = new FormData();
          const type = message.recording.type.split(";")[0] ?? "";
          const extension = type.split("/")[1] ?? "webm";
          form.append("audio", message.recording, `recording.${extension === "mpeg" ? "mp3" : extension}`);
          form.append("chat", chatId);
          form.append("idFromClient", message.idFromClient);
          form.append("generateAudio", message.speak ? "true" : "false");
          if (message.speak) form.append("voice", message.speak.voice);
          await run(pathOf(chats.sendAudio, {}), { body: form });
        } else {
          await run(pathOf(chats.send, {}), {
            body: {
              chat: chatId,
              message: message.text,
              idFromClient: message.idFromClient,
              files: (message.files ?? []).map((file) => file._id),
              ...(message.speak ? { generateAudio: true, voice: message.speak.voice } : {}),
            },
          });
        }
        setPending((current) => (current?.idFromClient === message.idFromClient ? null : current));
        return lastReply.current;
      } catch (error) {
        if (isAbort(error)) return null;
        // A closed chat will not take it, and a recording refused for what it holds (nothing heard, not audio)
        // would be refused again: those go (the toast said why; there is nothing in them to keep). Anything else
        // may be retried with the same idFromClient.
        const hopeless =
          error instanceof ChatStreamError && (error.code === "CHAT_CLOSED" || refusedRecording(error));
        setPending((current) =>
          current?.idFromClient === message.idFromClient
            ? hopeless
              ? null
              : { ...current, failed: true }
            : current,
        );
        return null;
      } finally {
        setBusy(false);
      }
    },
    [chatId, run],
  );

  const send = React.useCallback(
    (text: string, options: SendOptions = {}) => {
      if (text.trim() === "" && (options.files?.length ?? 0) === 0) return;
      void deliver({
        idFromClient: newClientId(),
        text,
        failed: false,
        files: options.files,
        speak: options.speak ?? null,
      });
    },
    [deliver],
  );

  const sendRecording = React.useCallback(
    (recording: Blob, options: SendOptions = {}) =>
      deliver({
        idFromClient: newClientId(),
        text: voiceMessage,
        failed: false,
        recording,
        speak: options.speak ?? null,
      }),
    [deliver, voiceMessage],
  );

  const retry = React.useCallback(() => {
    if (pending?.failed) void deliver(pending);
  }, [pending, deliver]);

  const stop = React.useCallback(() => {
    if (!chatId) return;
    setStopping(true);
    call(chats.stop, { params: { id: chatId } })
      .catch(() => {})
      .finally(() => setStopping(false));
  }, [chatId]);

  const reloadHistory = React.useCallback(() => setHistoryAttempt((n) => n + 1), []);

  const { regenerate, showVersion } = useVersions({
    chatId,
    run,
    setMessages,
    setHasMore,
    setBusy,
    unexpected,
  });

  const setFeedback = React.useCallback((messageId: string, feedback: OwnFeedback | null) => {
    setMessages((list) => list.map((m) => (m.id === messageId ? { ...m, feedback } : m)));
  }, []);

  return {
    messages,
    pending,
    streaming,
    busy,
    historyLoading,
    historyError,
    hasMore,
    loadingEarlier,
    loadEarlier,
    reloadHistory,
    send,
    sendRecording,
    retry,
    regenerate,
    showVersion,
    setFeedback,
    stop,
    stopping,
  };
}
