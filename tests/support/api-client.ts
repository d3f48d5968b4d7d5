/**
 * The API tests' one way to call an endpoint of the table in-process: `request(goals.update, { token, params: { id },
 * body })` sends the entry's method to its route handler, at the entry's path with the params filled in and the
 * query appended, and answers `{ status, body }` as call() does. caller() names an endpoint a file calls dozens of
 * times.
 */
import type { z } from "zod";
import type { Endpoint, ResponseOf } from "@/lib/api/define";
import type { EndpointKey } from "@/lib/api/rules";
import { type CallOptions, type CallResult, call } from "./call";
import { handlerFor } from "./routes";

/** The schema's input where the entry has one; anything where the entry's type is only `Endpoint`. */
type InputOf<E, K extends "params" | "query" | "body"> = E extends { [P in K]: infer S extends z.ZodType }
  ? z.input<S>
  : K extends keyof E
    ? unknown
    : never;

/**
 * The body's fields are the schema's, each optional: a test leaves a required one out on purpose or a builder fills
 * it in, while a misspelt field or a wrong type still fails to compile.
 */
export type BodyOf<E> = E extends { body: z.ZodType } ? Partial<InputOf<E, "body">> : InputOf<E, "body">;

export type RequestInput<E> = Pick<CallOptions, "token" | "cookie" | "headers" | "rawBody"> & {
  params?: InputOf<E, "params">;
  query?: InputOf<E, "query">;
  body?: BodyOf<E>;
};

/** A body or query that breaks the entry's contract on purpose (a validation test): no input type applies. */
// biome-ignore lint/suspicious/noExplicitAny: the one way around the input type, named at each use.
export const offContract = (body: unknown): any => body;

/**
 * The answer's body stays loosely typed, as call()'s: one test reads a success body, the next the §8 envelope of
 * the same endpoint, and a union would make every assertion narrow first. successOf() gives the typed success.
 */
export async function request<E extends Endpoint>(
  endpoint: E,
  input: RequestInput<E> = {},
): Promise<CallResult> {
  const { params, query, ...rest } = input as RequestInput<Endpoint>;
  const handler = await handlerFor(endpoint.key as EndpointKey);
  return call(handler, {
    ...rest,
    method: endpoint.method,
    path: `/api${pathOf(endpoint.path, params, query)}`,
    params: params as Record<string, string> | undefined,
  });
}

function pathOf(template: string, params: unknown, query: unknown): string {
  const values = (params ?? {}) as Record<string, string>;
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ""));
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * The body of an answer with the entry's success status, typed by its response schema; any other answer throws
 * with its body. For builders that need the document, not for assertions on the answer itself.
 */
export function successOf<E extends Endpoint>(endpoint: E, res: CallResult): ResponseOf<E> {
  const status = ("status" in endpoint && endpoint.status) || 200;
  if (!(typeof status === "number" ? [status] : status).includes(res.status as 200 | 201))
    throw new Error(`${endpoint.key} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

type Headers = Record<string, string>;
type IdArg<E> = E extends { params: z.ZodType } ? [id: string] : [];
type BodyArg<E> = E extends { body: z.ZodType } ? [body?: BodyOf<E>] : [];

/** `(token, id?, body?, headers?)`: the id only for an entry with params, the body only for one with a body. */
export type Caller<E> = (
  token: string | undefined,
  ...args: [...IdArg<E>, ...BodyArg<E>, headers?: Headers]
) => Promise<CallResult>;

/** `const put = caller(goals.update)`, then `put(token, id, body)`: short calls without a helper of the file's own. */
export function caller<E extends Endpoint>(endpoint: E): Caller<E> {
  return (token, ...args: unknown[]) => {
    const id = endpoint.params ? (args.shift() as string) : undefined;
    // An omitted body is sent as {}, as the files' list helpers did.
    const body = endpoint.body ? (args.shift() ?? {}) : undefined;
    const headers = args.shift() as Headers | undefined;
    const params = id === undefined ? undefined : { id };
    return request(endpoint as Endpoint, { token, params, body, headers });
  };
}
