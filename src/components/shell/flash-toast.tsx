"use client";

import { useEffect } from "react";
import { toastSuccess } from "@/lib/toast";

const KEY = "flash-toast";

/**
 * A success toast that survives a full page load: kept in sessionStorage and shown by the next page's shell.
 * For flows that must end with a hard navigation (e.g. after the session changed) yet confirm what they did.
 */
export function flashSuccess(message: string) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ message }));
  } catch {
    // Storage disabled: the navigation still happens, only without the confirmation.
  }
}

/** Shows (once) the toast a previous page left; mounted by the dashboard shell. */
export function FlashToasts() {
  useEffect(() => {
    let message: unknown = null;
    try {
      const raw = sessionStorage.getItem(KEY);
      sessionStorage.removeItem(KEY);
      message = raw ? (JSON.parse(raw) as { message?: unknown }).message : null;
    } catch {
      return;
    }
    if (typeof message === "string" && message) toastSuccess(message);
  }, []);
  return null;
}
