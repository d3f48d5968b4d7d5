/**
 * The one wrapper every route handler goes through: authenticate → check the §6 rule from the permission table
 * → read the context headers → parse params, query and body with zod → run one service function → answer JSON
 * or the §8 error envelope.
 */
import type { z } from "zod";
import { AppError } from "@/lib/errors";
import { allows, type EndpointKey, ruleFor } from "@/lib/permissions";
import { authenticate } from "./authenticate";
import { assertCleanInput, assertCleanQuery, readLimitedText } from "./clean-input";
import { assertUsable, type RequestContext, readContext } from "./context";
import { readFormEarly } from "./form";
import { errorResponse, zodToAppError } from "./respond";

export type Schema = z.ZodType;
export type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface Schemas {
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** A multipart/form-data body (src/server/http/form.ts): text fields and files in one object. */
  form?: Schema;
}

export interface Input<S extends Schemas> {
  params: Out<S["params"]>;
  query: Out<S["query"]>;
  body: Out<S["body"]>;
  form: Out<S["form"]>;
}

export type RouteContext = { params: Promise<Record<string, string | string[]>> };

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

/** The JSON body, held to the text rule of clean-input.ts; an empty body is `{}`. */
export async function readJson(req: Request): Promise<unknown> {
  const text = await readLimitedText(req);
  if (text.trim() === "") return {};
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new AppError("VALIDATION_ERROR", { fields: [{ path: "body", message: "Invalid JSON" }] });
  }
  assertCleanInput(json);
  return json;
}

/** The query string as an object (a repeated parameter keeps its last value), every key and value checked. */
export function readQuery(url: URL): Record<string, string> {
  assertCleanQuery(url);
  return Object.fromEntries(url.searchParams);
}

/** The route's path parameters, checked like every other input. */
export async function readParams(
  route: RouteContext | undefined,
): Promise<Record<string, string | string[]>> {
  const params = route ? await route.params : {};
  assertCleanInput(params, "params");
  return params;
}

/** readJson started at once, its failure (bad JSON) held until awaited: an auth error still comes first. */
export function readJsonEarly(req: Request, wanted: boolean): Promise<unknown> {
  if (!wanted) return Promise.resolve(undefined);
  const json = readJson(req);
  json.catch(() => {});
  return json;
}

export function parse<S extends Schema | undefined>(schema: S, value: unknown, where: string): Out<S> {
  if (!schema) return undefined as Out<S>;
  const result = schema.safeParse(value);
  if (!result.success) throw zodToAppError(result.error, where === "body" ? undefined : where);
  return result.data as Out<S>;
}

/**
 * endpoint() for handlers that answer something other than JSON (a file's bytes): the same steps, but the service
 * builds the Response itself.
 */
export function rawEndpoint<S extends Schemas>(
  key: EndpointKey,
  schemas: S,
  run: (ctx: RequestContext, input: Input<S>) => Promise<Response>,
) {
  return withSchemas(async (req: Request, route?: RouteContext): Promise<Response> => {
    try {
      // The body is read while the caller is authenticated; it is only parsed once they are.
      const json = readJsonEarly(req, schemas.body !== undefined);
      const form = readFormEarly(req, schemas.form !== undefined);
      const user = await authenticate(req);
      assertUsable(user);
      if (!allows(ruleFor(key), user)) throw new AppError("FORBIDDEN");
      const ctx = await readContext(req, user);
      const url = new URL(req.url);
      const input = {
        params: parse(schemas.params, await readParams(route), "params"),
        query: parse(schemas.query, readQuery(url), "query"),
        body: parse(schemas.body, await json, "body"),
        form: parse(schemas.form, await form, "form"),
      } as Input<S>;
      return await run(ctx, input);
    } catch (error) {
      return errorResponse(error, key);
    }
  }, schemas);
}

export function endpoint<S extends Schemas, R>(
  key: EndpointKey,
  schemas: S,
  run: (ctx: RequestContext, input: Input<S>) => Promise<R>,
  /** A function status lets one endpoint answer 201 for a new record and 200 for an existing one. */
  options: { status?: number | ((result: R) => number) } = {},
) {
  return rawEndpoint(key, schemas, async (ctx, input) => {
    const result = await run(ctx, input);
    const status = typeof options.status === "function" ? options.status(result) : options.status;
    return Response.json(result ?? null, { status: status ?? 200 });
  });
}
