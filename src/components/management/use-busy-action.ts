"use client";

import * as React from "react";

/**
 * One action at a time on a page part (a status change, removing a member), and which one is running: `busy` is
 * its key until it settles. A failure has already been toasted by the API client, so it only ends the action.
 */
export function useBusyAction<K>() {
  const [busy, setBusy] = React.useState<K | null>(null);
  async function run(key: K, action: () => Promise<void>) {
    setBusy(key);
    try {
      await action();
    } catch {
      // The API client toasted the failure.
    } finally {
      setBusy(null);
    }
  }
  return { busy, run };
}
