"use client";

import * as React from "react";

/** How long typing pauses before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search field's text (`search`, what the input shows) and the query it stands for (`query`, trimmed), which
 * follows the text once typing has paused for `waitMs`, so a list is not fetched again at every key.
 */
export function useSearchQuery(waitMs: number) {
  const [search, setSearch] = React.useState("");
  const [query, setQuery] = React.useState("");
  React.useEffect(() => {
    const timer = window.setTimeout(() => setQuery(search.trim()), waitMs);
    return () => window.clearTimeout(timer);
  }, [search, waitMs]);
  return { search, setSearch, query };
}
