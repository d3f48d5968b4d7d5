"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

function isApple(): boolean {
  const platform =
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ??
    navigator.platform;
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** "⌘" on Apple devices, "Ctrl" elsewhere (and in the server HTML, until the page knows). */
export function useModifierLabel(): string {
  return useSyncExternalStore(
    subscribe,
    () => (isApple() ? "⌘" : "Ctrl"),
    () => "Ctrl",
  );
}
