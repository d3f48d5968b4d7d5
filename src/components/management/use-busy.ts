"use client";

import * as React from "react";

/**
 * Which of a page part's actions the person started still runs (a status change, removing a member: `busy` is
 * its key until it settles), and `run`, which runs one. A failure was already toasted by the API client, so `run`
 * swallows it: what the action had yet to do (close the dialog, clear the field) stays undone, and the person can
 * try again.
 */
export function useBusyAction<K>() {
  const [busy, setBusy] = React.useState<K | null>(null);
  const run = React.useCallback(async (key: K, action: () => Promise<void>) => {
    setBusy(key);
    try {
      await action();
    } catch {
      // The API client toasted the failure.
    } finally {
      setBusy(null);
    }
  }, []);
  return { busy, run };
}

/** useBusyAction for a part with one action (a save, a toggle, a confirmed dialog): whether it runs, and `run`. */
export function useBusy(): [boolean, (action: () => Promise<void>) => Promise<void>] {
  const { busy, run } = useBusyAction<true>();
  const runOne = React.useCallback((action: () => Promise<void>) => run(true, action), [run]);
  return [busy !== null, runOne];
}
