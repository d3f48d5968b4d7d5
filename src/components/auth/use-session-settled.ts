"use client";

import { useSession } from "next-auth/react";
import * as React from "react";

/**
 * A function that resolves once the client's first session check has finished (at once if it has): for work that
 * must not overlap that check, without keeping a control disabled until it ends.
 */
export function useSessionSettled(): () => Promise<void> {
  const settled = useSession().status !== "loading";
  const settledRef = React.useRef(settled);
  const waiting = React.useRef<(() => void)[]>([]);

  React.useEffect(() => {
    settledRef.current = settled;
    if (settled) for (const resolve of waiting.current.splice(0)) resolve();
  }, [settled]);

  return React.useCallback(
    () =>
      settledRef.current
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            waiting.current.push(resolve);
          }),
    [],
  );
}
