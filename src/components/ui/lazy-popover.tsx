"use client";

import * as React from "react";

import { LazyDialogTrigger, type LazyTriggerLayer, type LazyTriggerProps, useLazyLayer } from "./lazy-dialog";

/** The content props (of PopoverContent) that stand in for what Radix does through its own trigger. */
interface LazyPopoverContentProps {
  id: string;
  onInteractOutside: (event: Event) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** What a lazy popover's content (AnchoredPopover) takes from useLazyPopover: the trigger and the content props. */
export interface LazyPopoverLayer extends LazyTriggerLayer {
  contentProps: LazyPopoverContentProps;
}

/**
 * For a popover whose code (Radix's layers and the positioning library) is no part of the page's first load: it
 * loads when the browser is idle (`preload`), or on the first open if that comes sooner, and is mounted from then
 * on, anchored to the trigger (AnchoredPopover, given `layer`). The trigger stays outside it, so it is the same
 * element before and after: LazyPopoverTrigger gives it what Radix's PopoverTrigger would, and the layer's
 * `contentProps` do what Radix does through its trigger: a press on the trigger does not count as outside (its
 * click toggles), and on closing the focus goes back to the trigger unless the person went elsewhere.
 */
export function useLazyPopover(open: boolean, preload: () => Promise<unknown>) {
  const { contentId, triggerRef, mounted } = useLazyLayer(open, preload);
  const interactedOutside = React.useRef(false);
  const layer = React.useMemo<LazyPopoverLayer>(
    () => ({
      contentId,
      triggerRef,
      contentProps: {
        id: contentId,
        onInteractOutside: (event) => {
          if (triggerRef.current?.contains(event.target as Node)) event.preventDefault();
          else interactedOutside.current = true;
        },
        onCloseAutoFocus: (event) => {
          event.preventDefault();
          if (!interactedOutside.current) triggerRef.current?.focus();
          interactedOutside.current = false;
        },
      },
    }),
    [contentId, triggerRef],
  );
  return { mounted, layer };
}

/** The trigger's element with the attributes Radix's PopoverTrigger gives it. */
export function LazyPopoverTrigger(props: LazyTriggerProps) {
  return <LazyDialogTrigger {...props} controlsWhenClosed={false} />;
}
