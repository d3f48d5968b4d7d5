/**
 * The shape of one entry of the endpoint table (src/lib/api/endpoint-table.ts): everything a route handler, the browser's
 * client, the permission tests, the fuzz suite and the OpenAPI document need to know about an endpoint, in one
 * place. Schemas describe the wire: inputs as parsed by the handler, responses as the JSON the browser receives.
 */
import type { z } from "zod";
import { idParams } from "@/lib/contracts/common";
import type { ErrorCode } from "@/lib/errors";
import type { RuleSet } from "@/lib/permissions";

export type Method = "GET" | "POST" | "PUT" | "DELETE";

interface EndpointBase {
  method: Method;
  /** The path under /api, with `{id}` for the one path parameter the API has. */
  path: `/${string}`;
  /** The §6 rule set the caller must pass (checked before any input is parsed). */
  rule: RuleSet;
  /** One line for the API reference. */
  summary: string;
  /** The domain the endpoint belongs to (the reference's section). */
  tag: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** A multipart/form-data body: text fields and files in one object. */
  form?: z.ZodType;
  /** The §8 codes with status 409 it may answer (a closed chat, an e-mail already registered). */
  conflicts?: readonly ErrorCode[];
}

/** Answers JSON: `response` on success, with `status` (several when one endpoint answers 200 or 201). */
export interface JsonEndpoint extends EndpointBase {
  kind: "json";
  response: z.ZodType;
  status?: 200 | 201 | readonly [200, 201];
}

/** Answers a server-sent event stream; `events` gives each event's name and data. */
export interface SseEndpoint extends EndpointBase {
  kind: "sse";
  events: Record<string, z.ZodType>;
  /** Some streams answer plain JSON instead when the client does not ask for text/event-stream. */
  response?: z.ZodType;
}

/** Answers a file's bytes. */
export interface FileEndpoint extends EndpointBase {
  kind: "file";
}

export type EndpointSpec = JsonEndpoint | SseEndpoint | FileEndpoint;

/** An entry with its key, "METHOD /path" (how logs, errors and tests name it). */
export type Endpoint<S extends EndpointSpec = EndpointSpec> = S & { key: `${S["method"]} ${S["path"]}` };

/** An entry's key, "METHOD /path" (the domain's routes.ts lists them). */
export type RouteKey = `${Method} /${string}`;
type Placed<K extends RouteKey> = K extends `${infer M extends Method} ${infer P extends `/${string}`}`
  ? { method: M; path: P }
  : never;
type Unplaced<S> = S extends EndpointSpec ? Omit<S, "method" | "path" | "params"> : never;
/** A path with `{id}` has the one path parameter of the API, an ObjectId. */
type ParamsOf<K extends RouteKey> = K extends `${string}{id}${string}`
  ? { params: typeof idParams }
  : unknown;
type Defined<K extends RouteKey, S> = S & Placed<K> & ParamsOf<K> & { key: K };

/**
 * An entry of the table at `key` (from the domain's routes.ts): its method and path are read from the key, and
 * its path parameter from the path.
 */
export function defineEndpoint<const K extends RouteKey, const S extends Unplaced<EndpointSpec>>(
  key: K,
  spec: S,
): Defined<K, S> {
  const space = key.indexOf(" ");
  const place = { method: key.slice(0, space), path: key.slice(space + 1) };
  const params = place.path.includes("{id}") ? { params: idParams } : {};
  return { ...spec, ...params, ...place, key } as unknown as Defined<K, S>;
}

/** What a JSON endpoint answers, as the browser receives it. */
export type ResponseOf<E> = E extends { response: infer R extends z.ZodType } ? z.output<R> : never;

/**
 * What a handler may hand back for `T`: the same, but a date field (dateOut, branded) may still be a Date, since
 * JSON turns it into ISO text. Other strings stay strings.
 */
export type Sendable<T> =
  T extends z.$brand<"IsoDate">
    ? string | Date
    : T extends readonly (infer U)[]
      ? readonly Sendable<U>[]
      : T extends object
        ? { [K in keyof T]: Sendable<T[K]> }
        : T;
