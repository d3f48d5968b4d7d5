/**
 * The one wrapper every JSON route handler goes through: the pipeline's steps (authenticate → §6 rule → context →
 * zod, pipeline.ts), then one service function, then JSON or the §8 error envelope. The handler is made from its
 * entry of the endpoint table: the service's result is typed by the entry's response schema, and outside
 * production it is also checked against it (check-response.ts), so a handler cannot answer a shape the contract
 * does not promise.
 */
import type { Endpoint, FileEndpoint, JsonEndpoint, ResponseOf, Sendable } from "@/lib/api/define";
import { checkResponse } from "./check-response";
import type { RequestContext } from "./context";
import { admit, type RouteContext, targetOf } from "./pipeline";
import { errorResponse } from "./respond";
import type { Input, Schemas, SchemasOf } from "./schemas";

export { readJson } from "./pipeline";
export type { Input, Schemas } from "./schemas";

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
): Handler {
  const target = targetOf(def);
  const serve = run as unknown as Run<Schemas, Response>;
  return withSchemas(async (req, route) => {
    try {
      const { ctx, input } = await admit(req, route, target);
      return await serve(ctx, input);
    } catch (error) {
      return errorResponse(error, target.key, req);
    }
  }, target.schemas);
}

type Status<R> = { status?: number | ((result: R) => number) };

/**
 * A JSON endpoint: `endpoint(goals.create, (ctx, { body }) => createGoal(ctx, body))`, answered with the entry's
 * status (a function in `options` picks 200 or 201 when the entry allows both).
 */
export function endpoint<E extends Endpoint<JsonEndpoint>>(
  def: E,
  run: Run<SchemasOf<E>, Sendable<ResponseOf<E>>>,
  options: Status<Sendable<ResponseOf<E>>> = {},
): Handler {
  const target = targetOf(def);
  const serve = run as unknown as Run<Schemas, Sendable<ResponseOf<E>>>;
  const defaultStatus = typeof def.status === "number" ? def.status : 200;
  return withSchemas(async (req, route) => {
    try {
      const { ctx, input } = await admit(req, route, target);
      const result = await serve(ctx, input);
      checkResponse(def, result ?? null);
      const status = typeof options.status === "function" ? options.status(result) : options.status;
      return Response.json(result ?? null, { status: status ?? defaultStatus });
    } catch (error) {
      return errorResponse(error, target.key, req);
    }
  }, target.schemas);
}
