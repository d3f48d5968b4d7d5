"use client";

import { useState } from "react";

/**
 * False until `open` is first true, then true for good: a dialog whose code loads on first use is mounted from
 * then on, so it can animate closed and keeps its state like one that was always there.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
