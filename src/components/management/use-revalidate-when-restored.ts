"use client";

import * as React from "react";

/** The ids of server-read data this tab has shown. */
const shown = new Set<string>();

/**
 * Fetches again data that the server read with the page (marked with `id`, made afresh for each read) when it is
 * shown a second time. Next's router shows a page's payload again on Back and Forward without asking the server
 * (its back/forward cache), so what was fresh with the page may be old by then: it shows at once, and `revalidate`
 * brings it up to date. The first showing is as fresh as the page and is not fetched again.
 */
export function useRevalidateWhenRestored(id: string | undefined, revalidate: () => void) {
  const revalidateRef = React.useRef(revalidate);
  revalidateRef.current = revalidate;
  React.useEffect(() => {
    if (id === undefined) return;
    if (shown.has(id)) revalidateRef.current();
    else shown.add(id);
  }, [id]);
}
