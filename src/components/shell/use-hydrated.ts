"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server HTML and during hydration, true once React runs the page. Buttons whose only behaviour
 * is JavaScript stay disabled until then, so an early click (a fast person, or a browser test) waits instead
 * of being lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
