"use client";

import { useTranslations } from "next-intl";
import * as React from "react";

export interface FetchedResult<T> {
  data: T | null;
  loading: boolean;
  error: Error | null;
  /** Fetches the same again (after a change elsewhere, or a failed attempt). */
  reload: () => void;
  /** Replaces the loaded data, e.g. with what an update answered. */
  setData: (data: T) => void;
}

/**
 * What `load` answers, fetched again whenever `key` (what it fetches, as a string) changes, `refreshKey` changes or
 * reload() is called; a null key pauses it. An answer that a newer fetch overtook is dropped. While the next answer
 * loads the last one stays, unless `clearWhileLoading` (totals that would otherwise stand beside the wrong period).
 * A failure clears the data, unless `keepDataOnError` (a list keeps its last page beside the error).
 * `initial` is what the server already read for a key (rendered with the page, so it shows before any script
 * runs): while the key is that one, the first fetch is skipped.
 */
export function useFetched<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T>,
  options: {
    keepDataOnError?: boolean;
    clearWhileLoading?: boolean;
    refreshKey?: unknown;
    initial?: { key: string; data: T };
  } = {},
): FetchedResult<T> {
  const { keepDataOnError = false, clearWhileLoading = false, refreshKey, initial } = options;
  const te = useTranslations("errors");
  const [attempt, setAttempt] = React.useState(0);
  const fromServer = initial !== undefined && initial.key === key;
  const skipFetch = React.useRef(fromServer);
  const [state, setState] = React.useState<{ data: T | null; loading: boolean; error: Error | null }>({
    data: fromServer ? initial.data : null,
    loading: key !== null && !fromServer,
    error: null,
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` says what `load` fetches; `attempt` and `refreshKey` exist to force a refetch.
  React.useEffect(() => {
    if (skipFetch.current) {
      skipFetch.current = false;
      return;
    }
    if (key === null) return;
    const controller = new AbortController();
    setState((current) => ({ data: clearWhileLoading ? null : current.data, loading: true, error: null }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, loading: false, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const failure = error instanceof Error ? error : new Error(te("codes.INTERNAL_ERROR"));
        setState((current) => ({
          data: keepDataOnError ? current.data : null,
          loading: false,
          error: failure,
        }));
      },
    );
    return () => controller.abort();
  }, [key, attempt, refreshKey]);

  const reload = React.useCallback(() => setAttempt((n) => n + 1), []);
  const setData = React.useCallback((data: T) => setState({ data, loading: false, error: null }), []);
  return { ...state, reload, setData };
}
