"use client";

import * as React from "react";

import type { ApiRequest } from "@/lib/api/call";
import { api } from "@/lib/api-client";

export interface ResourceResult<T> {
  data: T | null;
  loading: boolean;
  error: Error | null;
  reload: () => void;
  /** Replaces the loaded document, e.g. with what an update answered. */
  setData: (data: T) => void;
}

/**
 * GETs one document: a GET request made by request() (typed by its endpoint), or a path without `/api`; null
 * pauses. GET failures do not toast (§7); pages show them.
 */
export function useResource<T>(target: ApiRequest<T> | string | null): ResourceResult<T> {
  const path = typeof target === "string" ? target : (target?.path ?? null);
  const [attempt, setAttempt] = React.useState(0);
  const [state, setState] = React.useState<{ data: T | null; loading: boolean; error: Error | null }>({
    data: null,
    loading: path !== null,
    error: null,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` exists to force a refetch.
  React.useEffect(() => {
    if (!path) return;
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true, error: null }));
    api<T>(path, { signal: controller.signal }).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, loading: false, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          data: null,
          loading: false,
          error: error instanceof Error ? error : new Error("Unexpected Error"),
        });
      },
    );
    return () => controller.abort();
  }, [path, attempt]);

  const reload = React.useCallback(() => setAttempt((n) => n + 1), []);
  const setData = React.useCallback((data: T) => setState({ data, loading: false, error: null }), []);
  return { ...state, reload, setData };
}
