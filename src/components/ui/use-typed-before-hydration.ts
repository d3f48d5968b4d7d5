"use client";

import * as React from "react";

/**
 * Keeps what someone typed into a server-rendered field before the page's scripts ran. React leaves that text in
 * the field when it hydrates, but its state still holds the value the server rendered, and the next render would
 * write that over the text; so the field's text becomes the state, once, when the field is first mounted.
 */
export function useTypedBeforeHydration(
  field: React.RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  value: string,
  setValue: (typed: string) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first mount only.
  React.useEffect(() => {
    const typed = field.current?.value;
    if (typed !== undefined && typed !== value) setValue(typed);
  }, []);
}
