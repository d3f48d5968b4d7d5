/**
 * The one wrapper every JSON route handler goes through: the pipeline's steps (authenticate → §6 rule → context →
 * zod, pipeline.ts), then one service function, then JSON or the §8 error envelope. Given an entry of the endpoint
 * table, the service's result is typed by the entry's response schema, and outside production it is also checked
 * against it (check-response.ts), so a handler cannot answer a shape the contract does not promise.
 */
import type { Endpoint, FileEndpoint, JsonEndpoint, ResponseOf, Sendable } from "@/lib/api/define";
import type { EndpointKey } from "@/lib/api/rules";
import { checkResponse } from "./check-response";
import type { RequestContext } from "./context";
import { admit, type RouteContext, targetOf } from "./pipeline";
import { errorResponse } from "./respond";
import type { Input, Schemas, SchemasOf } from "./schemas";

export { parse, type RouteContext, readJson, readJsonEarly, readParams, readQuery } from "./pipeline";
export type { Input, Out, Schema, Schemas } from "./schemas";

type Handler = (req: Request, route?: RouteContext) => Promise<Response>;

/** Each route handler's schemas, for tests generated from the endpoint table (the fuzz suite). */
const handlerSchemas = new WeakMap<Handler, Schemas>();

/** Remembers `schemas` as those of `handler`, and answers the handler. */
export function withSchemas<H extends Handler>(handler: H, schemas: Schemas): H {
  handlerSchemas.set(handler, schemas);
  return handler;
}

/** The schemas a route handler parses its input with, if it was made by endpoint(), rawEndpoint() or sseEndpoint(). */
export const schemasOf = (handler: unknown): Schemas | undefined => handlerSchemas.get(handler as Handler);

type Run<S extends Schemas, R> = (ctx: RequestContext, input: Input<S>) => Promise<R>;

/** endpoint() for handlers that answer something other than JSON (a file's bytes): the service builds the Response. */
export function rawEndpoint<E extends Endpoint<FileEndpoint>>(
  def: E,
  run: Run<SchemasOf<E>, Response>,
): Handler;
export function rawEndpoint<S extends Schemas>(key: EndpointKey, schemas: S, run: Run<S, Response>): Handler;
export function rawEndpoint(ref: Endpoint | EndpointKey, schemasOrRun: unknown, maybeRun?: unknown): Handler {
  const target = typeof ref === "string" ? targetOf(ref, schemasOrRun as Schemas) : targetOf(ref as Endpoint);
  const run = (maybeRun ?? schemasOrRun) as Run<Schemas, Response>;
  return withSchemas(async (req, route) => {
    try {
      const { ctx, input } = await admit(req, route, target);
      return await run(ctx, input);
    } catch (error) {
      return errorResponse(error, target.key);
    }
  }, target.schemas);
}

type Status<R> = { status?: number | ((result: R) => number) };

/**
 * A JSON endpoint. With a table entry: `endpoint(goals.create, (ctx, { body }) => createGoal(ctx, body))`, the
 * status from the entry (a function in `options` picks 200 or 201 when the entry allows both). With a key of the
 * permission table (domains not yet in the endpoint table): `endpoint(key, schemas, run, options)`.
 */
export function endpoint<E extends Endpoint<JsonEndpoint>>(
  def: E,
  run: Run<SchemasOf<E>, Sendable<ResponseOf<E>>>,
  options?: Status<Sendable<ResponseOf<E>>>,
): Handler;
export function endpoint<S extends Schemas, R>(
  key: EndpointKey,
  schemas: S,
  run: Run<S, R>,
  options?: Status<R>,
): Handler;
export function endpoint(
  ref: Endpoint<JsonEndpoint> | EndpointKey,
  a: unknown,
  b?: unknown,
  c?: unknown,
): Handler {
  const legacy = typeof ref === "string";
  const target = legacy ? targetOf(ref, a as Schemas) : targetOf(ref);
  const run = (legacy ? b : a) as Run<Schemas, unknown>;
  const options = ((legacy ? c : b) ?? {}) as Status<unknown>;
  const tableStatus = legacy ? undefined : ref.status;
  const defaultStatus = typeof tableStatus === "number" ? tableStatus : 200;
  return withSchemas(async (req, route) => {
    try {
      const { ctx, input } = await admit(req, route, target);
      const result = (await run(ctx, input)) ?? null;
      if (!legacy) checkResponse(ref, result);
      const status = typeof options.status === "function" ? options.status(result) : options.status;
      return Response.json(result, { status: status ?? defaultStatus });
    } catch (error) {
      return errorResponse(error, target.key);
    }
  }, target.schemas);
}
