"use client";

/**
 * §2: the current and previous full path, kept for the whole tab (sessionStorage, so a reload keeps them).
 * The shell records every navigation (`useTrackPath`); any client component reads them with `usePathHistory`,
 * e.g. to go back to where the person came from.
 */
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";
import { EMPTY_PATH_HISTORY, type PathHistory, visitPath } from "@/lib/path-history";

const STORAGE_KEY = "path-history";
const listeners = new Set<() => void>();
let history: PathHistory | null = null;

function load(): PathHistory {
  if (history) return history;
  try {
    const saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null") as PathHistory | null;
    history = saved && typeof saved === "object" ? saved : EMPTY_PATH_HISTORY;
  } catch {
    history = EMPTY_PATH_HISTORY;
  }
  return history;
}

export function recordPath(fullPath: string) {
  const before = load();
  const next = visitPath(before, fullPath);
  if (next === before) return;
  history = next;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the history still lives for this page.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current and previous full path (path, query and hash). */
export function usePathHistory(): PathHistory {
  return useSyncExternalStore(subscribe, load, () => EMPTY_PATH_HISTORY);
}

/** Records each navigation; mounted once by the shell (inside a Suspense boundary: it reads the query). */
export function useTrackPath() {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  useEffect(() => {
    const record = () => recordPath(`${pathname}${query ? `?${query}` : ""}${window.location.hash}`);
    record();
    window.addEventListener("hashchange", record);
    return () => window.removeEventListener("hashchange", record);
  }, [pathname, query]);
}
