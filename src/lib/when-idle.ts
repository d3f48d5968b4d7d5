/**
 * Runs `task` once the browser has nothing more urgent to do (after the page has loaded and hydrated), for code
 * that is not part of a page's first load but should be there before someone reaches for it. Returns a cancel.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  // Safari before 18.4 has no requestIdleCallback.
  const id = window.setTimeout(task, 1000);
  return () => window.clearTimeout(id);
}

/** A dynamic import() that starts at most once, so a preload and the first use share one request. */
export function preloadable<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((error: unknown) => {
      // A failed load (offline, a new deployment) may be tried again on the next use.
      pending = null;
      throw error;
    });
    return pending;
  };
}
