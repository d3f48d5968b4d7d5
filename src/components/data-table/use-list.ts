"use client";

import { useFetched } from "@/components/management/use-fetched";
import { api } from "@/lib/api-client";
import type { ListQueryInput, Page } from "@/lib/contracts/list-query";

export interface ListResult<T> {
  /** The last page received; kept while the next one loads so the table does not jump. */
  data: Page<T> | null;
  loading: boolean;
  error: Error | null;
  /** Fetches the same query again (after a create, delete or a failed attempt). */
  reload: () => void;
}

/**
 * Fetches one page of a `/paginate` endpoint (§3 List query) and refetches whenever the query changes.
 * `path` is the API path without `/api`, e.g. "/users/paginate"; null pauses the hook. Failures are not toasted
 * (the table shows them with a retry button), but an expired session still signs the person out.
 * `initial` is the page the server read for `initial.query` with the page's HTML: shown at once, not fetched again.
 */
export function useList<T>(
  path: string | null,
  query: ListQueryInput,
  options: { refreshKey?: unknown; initial?: { query: ListQueryInput; page: Page<T> } } = {},
): ListResult<T> {
  const keyOf = (q: ListQueryInput) => (path === null ? null : JSON.stringify([path, q]));
  const key = keyOf(query);
  const initialKey = options.initial ? keyOf(options.initial.query) : null;
  const { data, loading, error, reload } = useFetched(
    key,
    (signal) => api<Page<T>>(path ?? "", { method: "POST", body: query, signal, toastOnError: false }),
    {
      keepDataOnError: true,
      refreshKey: options.refreshKey,
      initial:
        options.initial && initialKey !== null ? { key: initialKey, data: options.initial.page } : undefined,
    },
  );
  return { data, loading, error, reload };
}
