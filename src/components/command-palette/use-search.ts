"use client";

import { useEffect, useState } from "react";
import { search } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";
import type { SearchResult } from "@/lib/contracts/search/schemas";
import { SEARCH_TEXT_MAX } from "@/lib/contracts/search/values";

export type SearchState =
  | { status: "idle" }
  | { status: "loading"; query: string }
  | { status: "done"; query: string; result: SearchResult }
  | { status: "error"; query: string };

/** Hits per kind: a palette shows a handful, the lists show the rest. */
const HITS_PER_KIND = 5;
/** Waits this long after the last key press, so typing a word sends one request, not one per letter. */
const DEBOUNCE_MS = 200;

/**
 * GET /search for the typed text, debounced; a newer query aborts the request of the older one, so a slow
 * answer can never replace a newer one.
 */
export function useSearch(text: string): SearchState {
  const query = text.trim().slice(0, SEARCH_TEXT_MAX);
  const [state, setState] = useState<SearchState>({ status: "idle" });

  useEffect(() => {
    if (!query) {
      setState({ status: "idle" });
      return;
    }
    setState({ status: "loading", query });
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      call(search.search, { query: { q: query, limit: HITS_PER_KIND } }, { signal: controller.signal })
        .then((result) => setState({ status: "done", query, result }))
        .catch(() => {
          if (!controller.signal.aborted) setState({ status: "error", query });
        });
    }, DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  return state;
}
