"use client";

import * as React from "react";

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
 */
export function useList<T>(
  path: string | null,
  query: ListQueryInput,
  options: { refreshKey?: unknown } = {},
): ListResult<T> {
  const key = JSON.stringify(query);
  const [attempt, setAttempt] = React.useState(0);
  const [state, setState] = React.useState<Omit<ListResult<T>, "reload">>({
    data: null,
    loading: path !== null,
    error: null,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` and `refreshKey` exist to force a refetch.
  React.useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true, error: null }));
    api<Page<T>>(path, {
      method: "POST",
      body: JSON.parse(key),
      signal: controller.signal,
      toastOnError: false,
    }).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, loading: false, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof Error ? error : new Error("Unexpected Error");
        setState((current) => ({ ...current, loading: false, error: failure }));
      },
    );
    return () => controller.abort();
  }, [path, key, attempt, options.refreshKey]);

  const reload = React.useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
