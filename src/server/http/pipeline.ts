/**
 * The steps every route handler takes before its service runs, for JSON, file and event-stream answers alike:
 * authenticate → check the §6 rule → read the context → parse params, query and body (or form) with zod. A refusal
 * at any step throws the AppError the §8 envelope is made from.
 *
 * §7: "Server-sent event streams use query parameters timezone, organizationId, teamId, userId" — EventSource
 * cannot send headers (the session cookie authenticates), so for a stream each context header may come as that
 * query parameter instead; the header wins when both are sent. `userId`, when given, must be the caller.
 */
import type { Endpoint } from "@/lib/api/define";
import { HEADERS } from "@/lib/constants";
import { AppError } from "@/lib/errors";
import { allows, type RuleSet } from "@/lib/permissions";
import { authenticate } from "./authenticate";
import { assertCleanInput, assertCleanQuery, readLimitedText } from "./clean-input";
import { assertUsable, type RequestContext, readContext } from "./context";
import { readFormEarly } from "./form";
import { zodToAppError } from "./respond";
import type { Input, Schema, Schemas } from "./schemas";

export type RouteContext = { params: Promise<Record<string, string | string[]>> };

/** What the pipeline needs of an endpoint: its name in logs, its rule and its input schemas. */
export interface Target {
  key: string;
  rule: RuleSet;
  schemas: Schemas;
}

export function targetOf(def: Endpoint): Target {
  const { params, query, body, form } = def;
  return { key: def.key, rule: def.rule, schemas: { params, query, body, form } };
}

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

export function parse<S extends Schema | undefined>(schema: S, value: unknown, where: string) {
  if (!schema) return undefined;
  const result = schema.safeParse(value);
  if (!result.success) throw zodToAppError(result.error, where === "body" ? undefined : where);
  return result.data;
}

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

export interface Admitted<S extends Schemas> {
  ctx: RequestContext;
  input: Input<S>;
}

/**
 * Runs the steps for one request. The body is read while the caller is authenticated and parsed only once they
 * are; `onRead` sees the raw body as soon as it is read (a stream's early read overlaps authentication with it).
 */
export async function admit<S extends Schemas>(
  req: Request,
  route: RouteContext | undefined,
  target: Target,
  options: { stream?: boolean; onRead?: (json: Promise<unknown>) => void } = {},
): Promise<Admitted<S>> {
  const { schemas } = target;
  const json = readJsonEarly(req, schemas.body !== undefined);
  options.onRead?.(json);
  const form = readFormEarly(req, schemas.form !== undefined);
  const user = await authenticate(req);
  assertUsable(user);
  if (!allows(target.rule, user)) throw new AppError("FORBIDDEN");
  const url = new URL(req.url);
  let query: Record<string, string>;
  let ctx: RequestContext;
  if (options.stream) {
    // Checked before any of it becomes a header (a NUL there would not even make a Headers object).
    query = queryWithoutContext(url);
    ctx = await readContext(withQueryContext(req, url), user);
    const userId = url.searchParams.get("userId");
    if (userId && userId !== ctx.user._id) throw new AppError("FORBIDDEN");
  } else {
    ctx = await readContext(req, user);
    query = readQuery(url);
  }
  const input = {
    params: parse(schemas.params, await readParams(route), "params"),
    query: parse(schemas.query, query, "query"),
    body: parse(schemas.body, await json, "body"),
    form: parse(schemas.form, await form, "form"),
  } as Input<S>;
  return { ctx, input };
}
