/**
 * The browser's typed way to call an endpoint of the table, as src/lib/api/browser-endpoints.ts has it (without
 * its schemas): `call(goals.create, { body })` fills the path's `{id}`, writes the query string, sends the body,
 * and answers what the entry's response schema says (through api(), with its §7 headers, error toasts and account
 * flows). `request()` makes the same call as a value, for the shared components that run it later (a resource
 * loader, a delete button, a list).
 */
import type { z } from "zod";
import { type ApiOptions, api } from "@/lib/api-client";
import type { BrowserEndpoint, EntryOf } from "./browser-endpoints";
import type { Endpoint, JsonEndpoint, ResponseOf } from "./define";

type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
type Field<E, K extends string> = E extends { [P in K]: z.ZodType }
  ? { [P in K]: InputOf<E[P]> }
  : { [P in K]?: never };

/** What a call of `E` sends: its params, query and body, each only if the entry has it. */
export type CallInput<E> = Field<E, "params"> & Field<E, "query"> & Field<E, "body">;

/** A call of an endpoint, made but not sent; `T` is what it answers. */
export interface ApiRequest<T> {
  method: Endpoint["method"];
  path: string;
  body?: unknown;
  /** Only carries the answer's type. */
  readonly response?: T;
}

/** The path under /api with the params filled in and the query appended. */
export function pathOf(def: Pick<Endpoint, "path">, input: { params?: unknown; query?: unknown }): string {
  const params = (input.params ?? {}) as Record<string, string>;
  const path = def.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== "") query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** A JSON entry as the browser has it (a union of them, too: each answers its own). */
type JsonRoute = BrowserEndpoint<Endpoint<JsonEndpoint>>;

export function request<B extends JsonRoute>(
  def: B,
  input: CallInput<EntryOf<B>>,
): ApiRequest<ResponseOf<EntryOf<B>>> {
  const { body } = input as { body?: unknown };
  return { method: def.method, path: pathOf(def, input), ...(body === undefined ? {} : { body }) };
}

/** Sends a request made by request(). */
export function send<T>(req: ApiRequest<T>, options: Omit<ApiOptions, "method" | "body"> = {}): Promise<T> {
  return api<T>(req.path, { ...options, method: req.method, body: req.body });
}

export function call<B extends JsonRoute>(
  def: B,
  input: CallInput<EntryOf<B>>,
  options: Omit<ApiOptions, "method" | "body"> = {},
): Promise<ResponseOf<EntryOf<B>>> {
  return send(request(def, input), options);
}
