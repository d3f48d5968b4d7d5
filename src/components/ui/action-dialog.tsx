"use client";

import * as React from "react";

import { preloadable } from "@/lib/when-idle";
import { LazyDialogTrigger, LazyLayer, useLazyDialog } from "./lazy-dialog";

// The dialog loads after the page (see useLazyDialog).
const loadContent = preloadable(() => import("./action-dialog-content"));
const ActionDialogContent = React.lazy(() => loadContent().then((m) => ({ default: m.ActionDialogContent })));

/**
 * A dialog that asks for one action: the trigger that opens it, a title and description, optional content, and
 * Cancel beside the action. While `busy` (the action runs) it cannot be dismissed and Cancel is disabled. Focus
 * is trapped inside; Escape and the close button dismiss it; focus returns to the trigger. Without a trigger
 * (`trigger={null}`: opened from elsewhere, e.g. a menu's item) focus returns to `returnFocusTo`.
 */
export function ActionDialog({
  open,
  onOpenChange,
  busy,
  trigger,
  title,
  description,
  action,
  className,
  children,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  trigger: React.ReactNode | null;
  /** Where the focus goes when the dialog closes, for a dialog without a trigger. */
  returnFocusTo?: React.RefObject<HTMLElement | null>;
  title: React.ReactNode;
  description: React.ReactNode;
  /** The button that does it. */
  action: React.ReactNode;
  className?: string;
  children?: React.ReactNode;
}) {
  const { mounted, layer } = useLazyDialog(open, loadContent, trigger === null ? returnFocusTo : undefined);

  return (
    <>
      {trigger === null ? null : (
        <LazyDialogTrigger open={open} onToggle={() => !busy && onOpenChange(!open)} layer={layer}>
          {trigger}
        </LazyDialogTrigger>
      )}
      <LazyLayer mounted={mounted}>
        <ActionDialogContent
          open={open}
          onOpenChange={onOpenChange}
          busy={busy}
          contentProps={layer.contentProps}
          title={title}
          description={description}
          action={action}
          className={className}
        >
          {children}
        </ActionDialogContent>
      </LazyLayer>
    </>
  );
}
