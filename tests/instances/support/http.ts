/** Calling a running instance over HTTP with a person's ID token (Bearer: no CSRF check, as any API client). */
import { readSse, type SseReader } from "../../support/sse";

// biome-ignore lint/suspicious/noExplicitAny: JSON from the wire has no static type.
export type Json = any;

export interface Answer {
  status: number;
  body: Json;
}

export interface StreamAnswer {
  status: number;
  sse: SseReader;
  /** The JSON body when the answer was not a stream (an error envelope). */
  body: Json;
}

/** One request to `base`/api`path`; `stream` asks for text/event-stream. */
function request(base: string, token: string, method: string, path: string, body: unknown, stream: boolean) {
  return fetch(`${base}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(stream ? { accept: "text/event-stream" } : {}),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

export async function api(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer> {
  const res = await request(base, token, method, path, body, false);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

export async function stream(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<StreamAnswer> {
  const res = await request(base, token, method, path, body, true);
  const isStream = res.headers.get("content-type")?.startsWith("text/event-stream");
  if (!isStream) return { status: res.status, sse: readSse(new Response("")), body: await res.json() };
  return { status: res.status, sse: readSse(res), body: null };
}

/** The text of a reply as a stream told it: its deltas, in order. */
export function textOf(events: { event: string; data: Json }[]): string {
  return events
    .filter((e) => e.event === "delta")
    .map((e) => e.data.text)
    .join("");
}
