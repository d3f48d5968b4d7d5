"use client";

import * as React from "react";

/**
 * A search box's text, and the query it settles on: the trimmed text once typing has paused for `wait` ms, so that
 * a list is not fetched again at every key.
 */
export function useDebouncedSearch(wait = 300) {
  const [search, setSearch] = React.useState("");
  const [query, setQuery] = React.useState("");
  React.useEffect(() => {
    const timer = window.setTimeout(() => setQuery(search.trim()), wait);
    return () => window.clearTimeout(timer);
  }, [search, wait]);
  return { search, setSearch, query };
}
