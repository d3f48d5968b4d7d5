/**
 * The endpoint() wrapper for server-sent event streams (POST /chats/send, GET /chats/{id}/stream, POST
 * /chats/greeting/{id}). Same steps as endpoint(): authenticate → §6 rule → context → zod; then `prepare` does
 * every check and answers the function that writes the stream. Anything thrown before the stream starts answers
 * the JSON §8 envelope with its status; an error after that is `event: error` with the envelope, and the stream ends.
 *
 * §7: "Server-sent event streams use query parameters timezone, organizationId, teamId, userId" — EventSource
 * cannot send headers (the session cookie authenticates), so each context header may come as that query
 * parameter instead; the header wins when both are sent. `userId`, when given, must be the caller.
 */
import { HEADERS } from "@/lib/constants";
import { AppError } from "@/lib/errors";
import { allows, type EndpointKey, ruleFor } from "@/lib/permissions";
import { describeError, log } from "@/server/log";
import { authenticate, sessionCookieSubject } from "./authenticate";
import { assertUsable, type RequestContext, readContext } from "./context";
import {
  type Input,
  parse,
  type RouteContext,
  readJsonEarly,
  readParams,
  readQuery,
  type Schemas,
  withSchemas,
} from "./endpoint";
import { readFormEarly } from "./form";
import { errorResponse } from "./respond";

/** Comment line sent this often so proxies and browsers keep an idle stream open. */
export const HEARTBEAT_MS = 15_000;

export interface SseSink {
  send(event: string, data: unknown): void;
  /** Aborted when the client goes away (or the stream ended). */
  readonly signal: AbortSignal;
}

/** Writes the stream; resolves when the stream should end. */
export type StreamWriter = (sink: SseSink) => Promise<void>;

const QUERY_CONTEXT: Record<string, string> = {
  timezone: HEADERS.timezone,
  organizationId: HEADERS.organization,
  teamId: HEADERS.team,
};

/** The request as is when no query parameter stands in for a missing header (a POST's usual case). */
function withQueryContext(req: Request, url: URL): Request {
  const missing = Object.entries(QUERY_CONTEXT).filter(
    ([param, header]) => url.searchParams.get(param) && !req.headers.get(header),
  );
  if (missing.length === 0) return req;
  const headers = new Headers(req.headers);
  for (const [param, header] of missing) headers.set(header, url.searchParams.get(param) as string);
  return new Request(url, { headers });
}

function queryWithoutContext(url: URL): Record<string, string> {
  const query = readQuery(url);
  for (const key of [...Object.keys(QUERY_CONTEXT), "userId"]) delete query[key];
  return query;
}

export function encodeEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data ?? null)}\n\n`;
}

export const SSE_HEADERS = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "no-cache, no-transform",
  connection: "keep-alive",
  "x-accel-buffering": "no",
} as const;

/** A streaming response around `write`; `where` names the endpoint in logs. */
export function sseResponse(write: StreamWriter, where: string): Response {
  const encoder = new TextEncoder();
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

export function sseEndpoint<S extends Schemas, E = never>(
  key: EndpointKey,
  schemas: S,
  prepare: (ctx: RequestContext, input: Input<S>, early: Promise<E | null>) => Promise<StreamWriter>,
  options: SseOptions<E> = {},
) {
  return withSchemas(async (req: Request, route?: RouteContext): Promise<Response> => {
    try {
      // The body is read while the caller is authenticated; it is only parsed once they are.
      const json = readJsonEarly(req, schemas.body !== undefined);
      const form = readFormEarly(req, schemas.form !== undefined);
      const early = startEarly(req, json, options);
      const user = await authenticate(req);
      assertUsable(user);
      if (!allows(ruleFor(key), user)) throw new AppError("FORBIDDEN");
      const url = new URL(req.url);
      // Checked before any of it becomes a header (a NUL there would not even make a Headers object).
      const query = queryWithoutContext(url);
      const ctx = await readContext(withQueryContext(req, url), user);
      const userId = url.searchParams.get("userId");
      if (userId && userId !== ctx.user._id) throw new AppError("FORBIDDEN");
      const input = {
        params: parse(schemas.params, await readParams(route), "params"),
        query: parse(schemas.query, query, "query"),
        body: parse(schemas.body, await json, "body"),
        form: parse(schemas.form, await form, "form"),
      } as Input<S>;
      const write = await prepare(ctx, input, early);
      return sseResponse(write, key);
    } catch (error) {
      return errorResponse(error, key);
    }
  }, schemas);
}

type AnyHandler = (req: Request, route?: RouteContext) => Promise<Response>;

/** Whether the caller asked for an event stream (EventSource, or fetch with that Accept header). */
export function wantsEventStream(req: Request): boolean {
  return (req.headers.get("accept") ?? "").toLowerCase().includes("text/event-stream");
}

/**
 * One route, two answers: the event stream for a live client, plain JSON for anyone else (so a plain request never
 * hangs). Both handlers parse the same `schemas`.
 */
export function streamOrJson(stream: AnyHandler, json: AnyHandler, schemas: Schemas): AnyHandler {
  return withSchemas(
    (req, route) => (wantsEventStream(req) ? stream(req, route) : json(req, route)),
    schemas,
  );
}
