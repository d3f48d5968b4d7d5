"use client";

import { Slot } from "radix-ui";
import * as React from "react";

import { useOpenedOnce } from "@/components/shell/use-opened-once";
import { whenIdle } from "@/lib/when-idle";

/** What a lazy dialog's or popover's trigger (LazyDialogTrigger, LazyPopoverTrigger) takes from its hook. */
export interface LazyTriggerLayer {
  contentId: string;
  triggerRef: React.RefObject<HTMLElement | null>;
}

/** What a lazy dialog's trigger and content take from useLazyDialog. */
export interface LazyDialogLayer extends LazyTriggerLayer {
  /** DialogContent's id (the trigger's aria-controls) and onCloseAutoFocus, which puts the focus back. */
  contentProps: { id: string; onCloseAutoFocus: (event: Event) => void };
}

/**
 * For a dialog whose code (Radix's focus trap, scroll lock and layers) is no part of the page's first load: it
 * loads when the browser is idle (`preload`), or on the first open if that comes sooner, and is mounted from then
 * on. The trigger stays outside it, so it is the same element before and after: LazyDialogTrigger gives it what
 * Radix's DialogTrigger would, and the layer's `contentProps` put the focus back on it when the dialog closes, or
 * on `returnFocusTo` (a dialog opened from elsewhere, e.g. a menu's item).
 */
export function useLazyDialog(
  open: boolean,
  preload: () => Promise<unknown>,
  returnFocusTo?: React.RefObject<HTMLElement | null>,
) {
  const { contentId, triggerRef, mounted } = useLazyLayer(open, preload);
  const layer = React.useMemo<LazyDialogLayer>(
    () => ({
      contentId,
      triggerRef,
      contentProps: {
        id: contentId,
        onCloseAutoFocus: (event) => {
          event.preventDefault();
          (returnFocusTo ?? triggerRef).current?.focus();
        },
      },
    }),
    [contentId, triggerRef, returnFocusTo],
  );
  return { mounted, layer };
}

/** What a lazy dialog and a lazy popover share: the content's id, the trigger, and the code loaded when idle. */
export function useLazyLayer(open: boolean, preload: () => Promise<unknown>) {
  const contentId = React.useId();
  const triggerRef = React.useRef<HTMLElement>(null);
  const mounted = useOpenedOnce(open);
  React.useEffect(() => whenIdle(() => void preload().catch(() => {})), [preload]);
  return { contentId, triggerRef, mounted };
}

/** A lazy dialog's or popover's content, once its code was asked for (`mounted`); nothing shows while it loads. */
export function LazyLayer({ mounted, children }: { mounted: boolean; children: React.ReactNode }) {
  return mounted ? <React.Suspense fallback={null}>{children}</React.Suspense> : null;
}

export interface LazyTriggerProps {
  open: boolean;
  onToggle: () => void;
  layer: LazyTriggerLayer;
  children: React.ReactNode;
}

/**
 * The trigger's element with the attributes Radix's DialogTrigger gives it (PopoverTrigger's, with
 * `controlsWhenClosed={false}`: a closed popover's content is not in the page); a click toggles unless the
 * element's own click handler prevented it, as with Radix.
 */
export function LazyDialogTrigger({
  open,
  onToggle,
  layer: { contentId, triggerRef },
  children,
  controlsWhenClosed = true,
}: LazyTriggerProps & { controlsWhenClosed?: boolean }) {
  return (
    <Slot.Root
      ref={triggerRef}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={open || controlsWhenClosed ? contentId : undefined}
      data-state={open ? "open" : "closed"}
      onClick={(event: React.MouseEvent) => {
        if (!event.defaultPrevented) onToggle();
      }}
    >
      {children}
    </Slot.Root>
  );
}
