"use client";

import { Slot } from "radix-ui";
import * as React from "react";

import { useOpenedOnce } from "@/components/shell/use-opened-once";
import { whenIdle } from "@/lib/when-idle";

/** The content props (of PopoverContent) that stand in for what Radix does through its own trigger. */
export interface LazyPopoverContentProps {
  id: string;
  onInteractOutside: (event: Event) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * For a popover whose code (Radix's layers and the positioning library) is no part of the page's first load: it
 * loads when the browser is idle (`preload`), or on the first open if that comes sooner, and is mounted from then
 * on, anchored to the trigger (PopoverAnchor with `virtualRef={triggerRef}`). The trigger stays outside it, so it
 * is the same element before and after: LazyPopoverTrigger gives it what Radix's PopoverTrigger would, and
 * `contentProps` do what Radix does through its trigger: a press on the trigger does not count as outside (its
 * click toggles), and on closing the focus goes back to the trigger unless the person went elsewhere.
 */
export function useLazyPopover(open: boolean, preload: () => Promise<unknown>) {
  const contentId = React.useId();
  const triggerRef = React.useRef<HTMLElement>(null);
  const interactedOutside = React.useRef(false);
  const mounted = useOpenedOnce(open);
  React.useEffect(() => whenIdle(() => void preload().catch(() => {})), [preload]);
  const contentProps = React.useMemo<LazyPopoverContentProps>(
    () => ({
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
    }),
    [contentId],
  );
  return { contentId, triggerRef, mounted, contentProps };
}

/**
 * The trigger's element with Radix's PopoverTrigger attributes; a click toggles the popover unless the element's
 * own click handler prevented it, as with Radix.
 */
export function LazyPopoverTrigger({
  open,
  onToggle,
  contentId,
  triggerRef,
  children,
}: {
  open: boolean;
  onToggle: () => void;
  contentId: string;
  triggerRef: React.Ref<HTMLElement>;
  children: React.ReactNode;
}) {
  return (
    <Slot.Root
      ref={triggerRef}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open ? contentId : undefined}
      data-state={open ? "open" : "closed"}
      onClick={(event: React.MouseEvent) => {
        if (!event.defaultPrevented) onToggle();
      }}
    >
      {children}
    </Slot.Root>
  );
}
