"use client";

import type { ApiRequest } from "@/lib/api/call";
import { api } from "@/lib/api-client";
import { type FetchedResult, useFetched } from "./use-fetched";

export type ResourceResult<T> = FetchedResult<T>;

/**
 * GETs one document: a GET request made by request() (typed by its endpoint), or a path without `/api`; null
 * pauses. GET failures do not toast (§7); pages show them. `initial` is the document as the server already read
 * it with the page: it shows at once, and is not fetched again.
 */
export function useResource<T>(target: ApiRequest<T> | string | null, initial?: T): ResourceResult<T> {
  const path = typeof target === "string" ? target : (target?.path ?? null);
  return useFetched(path, (signal) => api<T>(path ?? "", { signal }), {
    initial: initial !== undefined && path !== null ? { key: path, data: initial } : undefined,
  });
}
