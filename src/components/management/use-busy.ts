"use client";

import * as React from "react";

/**
 * Whether an action the person started (a save, a toggle, a confirmed dialog) still runs, and `run`, which runs
 * one. A failure was already toasted by the API client, so `run` swallows it: what the action had yet to do (close
 * the dialog, clear the field) stays undone, and the person can try again.
 */
export function useBusy(): [boolean, (action: () => Promise<void>) => Promise<void>] {
  const [busy, setBusy] = React.useState(false);
  const run = React.useCallback(async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch {
      // The API client toasted the failure.
    } finally {
      setBusy(false);
    }
  }, []);
  return [busy, run];
}
