/**
 * The browser's reader of the chat event streams (POST /chats/send, POST /chats/greeting/{id},
 * GET /chats/{id}/stream, POST /chats/send-audio with a FormData body): the same §7 headers as api-client, an incremental server-sent-events parser (chunks
 * may end mid-line, hold several events, use CRLF or CR, and carry `:` heartbeats), and typed events of
 * CHAT_EVENTS. Pure apart from fetch and cookies, so the parser is unit-tested in node.
 */

import { ApiError, apiRequestInit } from "./api-client";
import { browserTimeZone } from "./browser-time-zone";
import { HEADERS } from "./constants";
import type { ChatDocument, ChatMessage } from "./contracts/chats/schemas";
import { CHAT_EVENTS } from "./contracts/chats/values";
import { selectedContext } from "./dashboard-context";
import { type ErrorCode, type FieldError, isErrorEnvelope } from "./errors";

export interface SseEvent {
  event: string;
  data: string;
  id?: string;
}

export interface SseParser {
  /** Feeds the next decoded piece of the stream; complete events are dispatched at once. */
  push: (chunk: string) => void;
  /** The stream ended: an event without its closing blank line is dropped, as the SSE standard says. */
  end: () => void;
}

/** The WHATWG event-stream format, fed in arbitrary pieces. */
export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let buffer = "";
  let eventName = "";
  let data: string[] = [];
  let lastId: string | undefined;
  // A CR ended the previous piece: a LF opening the next one belongs to the same line break.
  let skipLeadingLf = false;

  function dispatch() {
    if (data.length > 0) onEvent({ event: eventName || "message", data: data.join("\n"), id: lastId });
    eventName = "";
    data = [];
  }

  function line(text: string) {
    if (text === "") return dispatch();
    if (text.startsWith(":")) return;
    const colon = text.indexOf(":");
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? "" : text.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "event") eventName = value;
    else if (field === "data") data.push(value);
    else if (field === "id" && !value.includes("\0")) lastId = value;
  }

  return {
    push(chunk) {
      let text = chunk;
      if (skipLeadingLf && text.startsWith("\n")) text = text.slice(1);
      skipLeadingLf = false;
      buffer += text;
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const ch = buffer[i];
        if (ch !== "\n" && ch !== "\r") continue;
        line(buffer.slice(start, i));
        if (ch === "\r") {
          if (i + 1 < buffer.length) {
            if (buffer[i + 1] === "\n") i++;
          } else {
            skipLeadingLf = true;
          }
        }
        start = i + 1;
      }
      buffer = buffer.slice(start);
    },
    end() {
      buffer = "";
      eventName = "";
      data = [];
      skipLeadingLf = false;
    },
  };
}

/** The chat a stream reports when a reply is done or the chat changed (a patch: a local change may be partial). */
export type StreamedChat = Partial<ChatDocument>;

export type ChatStreamEvent =
  | { type: "message"; message: ChatMessage }
  | { type: "start"; messageId: string; chatId: string }
  | { type: "delta"; messageId: string; text: string }
  | { type: "done"; message: ChatMessage | null; chat: StreamedChat | null }
  | { type: "chat"; chat: StreamedChat }
  | { type: "error"; code: ErrorCode; message: string; fields: FieldError[] };

/** A failed stream request or an `error` event: the §8 code and message, as the JSON calls report them. */
export { ApiError as ChatStreamError };

const UNEXPECTED = "Unexpected Error";

/** Reads one SSE event as a chat event; unknown names and undecodable data are ignored (null). */
export function toChatEvent(event: SseEvent): ChatStreamEvent | null {
  let payload: unknown;
  try {
    payload = JSON.parse(event.data);
  } catch {
    return null;
  }
  if (typeof payload !== "object" || payload === null) return null;
  const p = payload as Record<string, unknown>;
  switch (event.event) {
    case CHAT_EVENTS.message:
      return { type: "message", message: p as unknown as ChatMessage };
    case CHAT_EVENTS.start:
      return { type: "start", messageId: String(p.messageId ?? ""), chatId: String(p.chatId ?? "") };
    case CHAT_EVENTS.delta:
      return typeof p.text === "string"
        ? { type: "delta", messageId: String(p.messageId ?? ""), text: p.text }
        : null;
    case CHAT_EVENTS.done:
      return {
        type: "done",
        message: p.message as ChatMessage | null,
        chat: (p.chat as StreamedChat | undefined) ?? null,
      };
    case CHAT_EVENTS.chat:
      return { type: "chat", chat: (p.chat as StreamedChat | undefined) ?? (p as StreamedChat) };
    case CHAT_EVENTS.error: {
      const envelope = isErrorEnvelope(payload) ? payload.error : null;
      return envelope
        ? { type: "error", code: envelope.code, message: envelope.message, fields: envelope.fields ?? [] }
        : { type: "error", code: "INTERNAL_ERROR", message: UNEXPECTED, fields: [] };
    }
    default:
      return null;
  }
}

/** The §7 headers api-client sends, so stream requests act in the same organisation and team. */
export function streamHeaders(): Record<string, string> {
  const { organizationId, teamId } = selectedContext();
  const headers: Record<string, string> = {
    accept: "text/event-stream",
    [HEADERS.timezone]: browserTimeZone(),
    [HEADERS.frontendRoute]: typeof window === "undefined" ? "" : window.location.pathname,
  };
  if (organizationId) headers[HEADERS.organization] = organizationId;
  if (teamId) headers[HEADERS.team] = teamId;
  return headers;
}

export interface StreamOptions {
  method?: "GET" | "POST" | "DELETE";
  /** JSON, or a FormData sent as multipart (POST /chats/send-audio). */
  body?: unknown;
  signal?: AbortSignal;
  onEvent: (event: ChatStreamEvent) => void;
}

/** Reads an event-stream body to its end, handing each complete event to `onEvent` as it arrives. */
export async function readSse(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: SseEvent) => void,
): Promise<void> {
  const parser = createSseParser(onEvent);
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    parser.push(decoder.decode(value, { stream: true }));
  }
  parser.push(decoder.decode());
  parser.end();
}

/**
 * Calls a streaming chat endpoint (`path` without `/api`) and hands each event to `onEvent` as it arrives.
 * Resolves when the stream ends; rejects with ChatStreamError on an HTTP failure or an `error` event (after
 * handing it to `onEvent`), and with the fetch's AbortError when `signal` aborts.
 */
export async function streamChat(path: string, options: StreamOptions): Promise<void> {
  const method = options.method ?? (options.body === undefined ? "GET" : "POST");
  const headers = streamHeaders();
  const res = await fetch(`/api${path}`, apiRequestInit(method, headers, options.body, options.signal));
  if (!res.ok) {
    const body = await res.json().catch(() => null);
    if (isErrorEnvelope(body)) {
      throw new ApiError(body.error.code, body.error.message, res.status, body.error.fields);
    }
    throw new ApiError("INTERNAL_ERROR", UNEXPECTED, res.status);
  }
  if (!res.body) return;

  let failure: ApiError | null = null;
  await readSse(res.body, (raw) => {
    const event = toChatEvent(raw);
    if (!event) return;
    if (event.type === "error") failure = new ApiError(event.code, event.message, 200, event.fields);
    options.onEvent(event);
  });
  if (failure) throw failure;
}

/** A new idFromClient for one message; a retry of that message sends the same id, so it is stored once. */
export function newClientId(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}
