"use client";

/**
 * §2: the current and previous full path, kept for the whole tab (sessionStorage, so a reload keeps them).
 * The shell records every navigation (`useTrackPath`); what needs to go back to where the person came from
 * reads them from sessionStorage under STORAGE_KEY.
 */
import { usePathname, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { EMPTY_PATH_HISTORY, type PathHistory, visitPath } from "@/lib/path-history";

const STORAGE_KEY = "path-history";
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

function recordPath(fullPath: string) {
  const before = load();
  const next = visitPath(before, fullPath);
  if (next === before) return;
  history = next;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the history still lives for this page.
  }
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
