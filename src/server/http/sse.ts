/**
 * The endpoint() wrapper for server-sent event streams (POST /chats/send, GET /chats/{id}/stream, POST
 * /chats/greeting/{id}, the live lists). The same pipeline as endpoint() (pipeline.ts, with the §7 context query
 * parameters of a stream); then `prepare` does every check and answers the function that writes the stream.
 * Anything thrown before the stream starts answers the JSON §8 envelope with its status; an error after that is
 * `event: error` with the envelope, and the stream ends.
 */
import type { Endpoint, SseEndpoint } from "@/lib/api/define";
import { AppError } from "@/lib/errors";
import { describeError, log } from "@/server/log";
import { sessionCookieSubject } from "./authenticate";
import { checkEvent } from "./check-response";
import type { RequestContext } from "./context";
import { schemasOf, withSchemas } from "./endpoint";
import { admit, type RouteContext, targetOf } from "./pipeline";
import { errorResponse } from "./respond";
import type { Input, Schemas, SchemasOf } from "./schemas";

/** Comment line sent this often so proxies and browsers keep an idle stream open. */
export const HEARTBEAT_MS = 15_000;

export interface SseSink {
  send(event: string, data: unknown): void;
  /** Aborted when the client goes away (or the stream ended). */
  readonly signal: AbortSignal;
}

/** Writes the stream; resolves when the stream should end. */
export type StreamWriter = (sink: SseSink) => Promise<void>;

export function encodeEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data ?? null)}\n\n`;
}

export const SSE_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "no-cache, no-transform",
  connection: "keep-alive",
  "x-accel-buffering": "no",
} as const;

// One for every stream: an encoder keeps no state between calls, and each open stream would otherwise hold its own.
const encoder = new TextEncoder();

/** A streaming response around `write`; `where` names the endpoint in logs. */
export function sseResponse(write: StreamWriter, where: string): Response {
  const abort = new AbortController();
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let open = true;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const push = (text: string) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          finish();
        }
      };
      const finish = () => {
        if (!open) return;
        open = false;
        clearInterval(heartbeat);
        abort.abort();
        try {
          controller.close();
        } catch {
          // Already closed by a cancelled reader.
        }
      };
      // A first byte at once: Next sends the headers with the first chunk, and a stream that has nothing to say
      // yet (?follow=1 with no reply running) would leave the client without an answer until the heartbeat.
      push(": open\n\n");
      heartbeat = setInterval(() => push(": heartbeat\n\n"), HEARTBEAT_MS);
      const sink: SseSink = { send: (event, data) => push(encodeEvent(event, data)), signal: abort.signal };
      write(sink)
        .catch((error: unknown) => {
          const appError = error instanceof AppError ? error : new AppError("INTERNAL_ERROR");
          if (!(error instanceof AppError)) log.error("stream failed", { where, ...describeError(error) });
          push(encodeEvent("error", appError.toEnvelope()));
        })
        .finally(finish);
    },
    cancel() {
      open = false;
      clearInterval(heartbeat);
      abort.abort();
    },
  });
  return new Response(stream, { status: 200, headers: SSE_HEADERS });
}

export interface SseOptions<E> {
  /**
   * A read started alongside authentication, from the user id the session cookie names and the raw JSON body (not
   * yet parsed), so it overlaps the session-user read. It reaches `prepare` only once the caller is authenticated,
   * allowed and the input parsed, and `prepare` must check it was made for that very context before using it.
   * Its failure is dropped (null): `prepare` then reads as usual.
   */
  early?: (userId: string, body: unknown) => Promise<E | null>;
}

function startEarly<E>(req: Request, json: Promise<unknown>, options: SseOptions<E>): Promise<E | null> {
  const { early } = options;
  if (!early) return Promise.resolve(null);
  return Promise.all([sessionCookieSubject(req), json])
    .then(([userId, body]) => (userId ? early(userId, body) : null))
    .catch(() => null);
}

type Prepare<S extends Schemas, E> = (
  ctx: RequestContext,
  input: Input<S>,
  early: Promise<E | null>,
) => Promise<StreamWriter>;

/** A stream endpoint, made from its entry of the endpoint table. */
export function sseEndpoint<D extends Endpoint<SseEndpoint>, E = never>(
  def: D,
  prepare: Prepare<SchemasOf<D>, E>,
  options: SseOptions<E> = {},
): AnyHandler {
  const target = targetOf(def);
  // `prepare` is typed by the entry's schemas; the pipeline parses the input with exactly those.
  const start = prepare as unknown as Prepare<Schemas, E>;
  return withSchemas(async (req: Request, route?: RouteContext): Promise<Response> => {
    try {
      let early: Promise<E | null> = Promise.resolve(null);
      const { ctx, input } = await admit(req, route, target, {
        stream: true,
        onRead: (json) => {
          early = startEarly(req, json, options);
        },
      });
      const write = await start(ctx, input, early);
      return sseResponse(checkedEvents(def, write), target.key);
    } catch (error) {
      return errorResponse(error, target.key, req);
    }
  }, target.schemas);
}

/** Outside production, each event of a table entry's stream is checked against the entry's schema for it. */
function checkedEvents(def: Endpoint<SseEndpoint>, write: StreamWriter): StreamWriter {
  return (sink) =>
    write({
      signal: sink.signal,
      send: (event, data) => {
        checkEvent(def, event, data);
        sink.send(event, data);
      },
    });
}

type AnyHandler = (req: Request, route?: RouteContext) => Promise<Response>;

/** Whether the caller asked for an event stream (EventSource, or fetch with that Accept header). */
export function wantsEventStream(req: Request): boolean {
  return (req.headers.get("accept") ?? "").toLowerCase().includes("text/event-stream");
}

/**
 * One route, two answers: the event stream for a live client, plain JSON for anyone else (so a plain request never
 * hangs). Both handlers parse the same schemas (those `schemasFrom` was made with).
 */
export function streamOrJson(stream: AnyHandler, json: AnyHandler, schemasFrom: AnyHandler): AnyHandler {
  return withSchemas(
    (req, route) => (wantsEventStream(req) ? stream(req, route) : json(req, route)),
    schemasOf(schemasFrom) ?? {},
  );
}
