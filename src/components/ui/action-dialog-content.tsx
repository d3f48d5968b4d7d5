"use client";

import { useTranslations } from "next-intl";
import type * as React from "react";

import { Button } from "./button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "./dialog";
import type { LazyDialogLayer } from "./lazy-dialog";

export interface ActionDialogContentProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  /** The id the trigger's aria-controls names, and the focus going back when the dialog closes (useLazyDialog). */
  contentProps: LazyDialogLayer["contentProps"];
  title: React.ReactNode;
  description: React.ReactNode;
  action: React.ReactNode;
  className?: string;
  children?: React.ReactNode;
}

/** ActionDialog's dialog (Radix), loaded when the browser is idle or on the first open: see ActionDialog. */
export function ActionDialogContent({
  open,
  onOpenChange,
  busy,
  contentProps,
  title,
  description,
  action,
  className,
  children,
}: ActionDialogContentProps) {
  const t = useTranslations("ui");
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className={className} {...contentProps}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {t("cancel")}
            </Button>
          </DialogClose>
          {action}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
