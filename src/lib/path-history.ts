/**
 * §2: the current and previous full path (path + query + hash) are tracked; a path equal to the previous one
 * plus the query page=1 is ignored (a list that writes its first page into the URL is not a new page).
 */
export interface PathHistory {
  current: string | null;
  previous: string | null;
}

export const EMPTY_PATH_HISTORY: PathHistory = { current: null, previous: null };

function split(fullPath: string): { path: string; params: URLSearchParams; hash: string } {
  const url = new URL(fullPath, "http://x");
  return { path: url.pathname, params: url.searchParams, hash: url.hash };
}

/** Whether `next` is `base` with only `page=1` added to its query. */
export function isFirstPageOf(next: string, base: string): boolean {
  const a = split(next);
  const b = split(base);
  if (a.path !== b.path || a.hash !== b.hash) return false;
  if (b.params.has("page") || a.params.getAll("page").join() !== "1") return false;
  a.params.delete("page");
  const sorted = (p: URLSearchParams) => [...p.entries()].map(([k, v]) => `${k}=${v}`).sort();
  return sorted(a.params).join("&") === sorted(b.params).join("&");
}

/** The history after visiting `fullPath`. */
export function visitPath(history: PathHistory, fullPath: string): PathHistory {
  if (history.current === fullPath) return history;
  if (history.current !== null && isFirstPageOf(fullPath, history.current)) return history;
  return { current: fullPath, previous: history.current };
}
