"use client";

import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

function isApple(): boolean {
  const platform =
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ??
    navigator.platform;
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** "⌘" on Apple devices, "Ctrl" elsewhere (and in the server HTML, until the page knows), as the keyboard prints it. */
export function useModifierLabel(): string {
  const t = useTranslations("commandPalette.keys");
  const apple = useSyncExternalStore(subscribe, isApple, () => false);
  return apple ? "⌘" : t("ctrl");
}
