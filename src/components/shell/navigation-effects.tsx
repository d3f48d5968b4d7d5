"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useRef } from "react";
import { useTrackPath } from "./use-path-history";

/**
 * §2 "after navigation the page scrolls to the top, or to the anchor when the URL has a hash", and the
 * current/previous path tracking. The first render is left to the browser (it restores the scroll position
 * on reload and jumps to the anchor itself).
 */
export function NavigationEffects() {
  useTrackPath();
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation, i.e. when path or query change.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const hash = decodeURIComponent(window.location.hash.slice(1));
    const target = hash ? document.getElementById(hash) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, query]);

  return null;
}
