"use client";

import { useSyncExternalStore } from "react";

/** Tailwind's md breakpoint: below it a table's rows become cards. */
export const TABLE_QUERY = "(min-width: 768px)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(TABLE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** true/false in the browser; null while rendering on the server, where the width is unknown. */
export function useTableLayout(): boolean | null {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(TABLE_QUERY).matches,
    () => null,
  );
}
