"use client";

import { useEffect, useRef } from "react";
import { isTypingTarget, matchShortcut, type ShortcutId } from "./shortcuts";

type Handlers = Record<Exclude<ShortcutId, "composer">, () => void>;

/** The chat composer marks its text box with this attribute; "/" focuses it when a chat is on the page. */
export const COMPOSER_SELECTOR = "[data-composer]";

/** Listens for the app's keyboard shortcuts on the whole window while mounted. */
export function useGlobalShortcuts(handlers: Handlers) {
  const current = useRef(handlers);
  current.current = handlers;

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const id = matchShortcut(event, isTypingTarget(event.target));
      if (!id) return;
      if (id === "composer") {
        const composer = document.querySelector<HTMLElement>(COMPOSER_SELECTOR);
        if (!composer) return;
        event.preventDefault();
        composer.focus();
        return;
      }
      event.preventDefault();
      current.current[id]();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
