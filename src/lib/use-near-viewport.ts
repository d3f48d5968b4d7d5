"use client";

import * as React from "react";

/**
 * Whether the element has come within `margin` of the viewport (once true, it stays true): for parts whose code is
 * heavy and that start below the fold on a phone, so that they load when someone scrolls towards them rather than
 * while the page is still starting. Without IntersectionObserver (old browsers, tests' DOM) it is true at once.
 */
export function useNearViewport<E extends Element>(margin = "400px"): [React.RefCallback<E>, boolean] {
  const [near, setNear] = React.useState(false);
  const observer = React.useRef<IntersectionObserver | null>(null);
  const ref = React.useCallback(
    (element: E | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!element || near) return;
      if (typeof IntersectionObserver === "undefined") {
        setNear(true);
        return;
      }
      observer.current = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.current?.disconnect();
          }
        },
        { rootMargin: margin },
      );
      observer.current.observe(element);
    },
    [margin, near],
  );
  React.useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, near];
}
