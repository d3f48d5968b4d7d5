/**
 * Reading server-sent event streams in API tests: call a streaming route handler in-process, then read its events
 * one by one from the Response body (`next`), all of them until the stream ends (`rest`), or leave mid-stream
 * (`cancel`, which cancels the body the way a closed browser tab does). A non-stream answer (the JSON §8 envelope)
 * is parsed as JSON instead.
 */
import type { CallOptions } from "./call";

type Handler = (req: Request, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

export interface SseEvent {
  event: string;
  // biome-ignore lint/suspicious/noExplicitAny: JSON from the wire has no static type.
  data: any;
}

export interface SseReader {
  next(): Promise<SseEvent | null>;
  /** Events until the stream ends. */
  rest(): Promise<SseEvent[]>;
  /** Reads until an event of this name (answering it) or the end (answering null). */
  until(name: string, seen?: SseEvent[]): Promise<SseEvent | null>;
  cancel(): Promise<void>;
}

export function readSse(res: Response): SseReader {
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const queue: SseEvent[] = [];
  let ended = false;

  function parseBlocks() {
    let index = buffer.indexOf("\n\n");
    while (index !== -1) {
      const block = buffer.slice(0, index);
      buffer = buffer.slice(index + 2);
      let event = "message";
      const data: string[] = [];
      for (const line of block.split("\n")) {
        if (line.startsWith(":")) continue;
        if (line.startsWith("event: ")) event = line.slice(7);
        else if (line.startsWith("data: ")) data.push(line.slice(6));
      }
      if (data.length > 0) queue.push({ event, data: JSON.parse(data.join("\n")) });
      index = buffer.indexOf("\n\n");
    }
  }

  async function next(): Promise<SseEvent | null> {
    while (queue.length === 0 && !ended) {
      const { value, done } = await reader.read();
      if (done) ended = true;
      else {
        buffer += decoder.decode(value, { stream: true });
        parseBlocks();
      }
    }
    return queue.shift() ?? null;
  }

  return {
    next,
    async rest() {
      const events: SseEvent[] = [];
      for (let e = await next(); e; e = await next()) events.push(e);
      return events;
    },
    async until(name, seen = []) {
      for (let e = await next(); e; e = await next()) {
        seen.push(e);
        if (e.event === name) return e;
      }
      return null;
    },
    async cancel() {
      ended = true;
      await reader.cancel();
    },
  };
}

export interface StreamCall {
  status: number;
  contentType: string;
  /** The stream (text/event-stream answers). */
  sse: SseReader;
  // biome-ignore lint/suspicious/noExplicitAny: JSON from the wire has no static type.
  body: any;
}

export async function callStream(handler: Handler, options: CallOptions = {}): Promise<StreamCall> {
  const headers = new Headers(options.headers);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  if (options.cookie) headers.set("cookie", options.cookie);
  if (options.body !== undefined) headers.set("content-type", "application/json");
  const req = new Request(`http://localhost${options.path ?? "/api/test"}`, {
    method: options.method ?? (options.body !== undefined ? "POST" : "GET"),
    headers,
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
  });
  const res = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  const contentType = res.headers.get("content-type") ?? "";
  if (contentType.startsWith("text/event-stream")) {
    return { status: res.status, contentType, sse: readSse(res), body: null };
  }
  const text = await res.text();
  const empty = readSse(new Response(""));
  return { status: res.status, contentType, sse: empty, body: text ? JSON.parse(text) : null };
}

/** Polls `read` until `done` holds for its value (each test's own timeout bounds the wait). */
export async function pollUntil<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
