"use client";

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
  DialogTrigger,
} from "./dialog";

/**
 * A dialog that asks for one action: the trigger that opens it, a title and description, optional content, and
 * Cancel beside the action. While `busy` (the action runs) it cannot be dismissed and Cancel is disabled.
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
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy: boolean;
  trigger: React.ReactNode;
  title: React.ReactNode;
  description: React.ReactNode;
  /** The button that does it. */
  action: React.ReactNode;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              Cancel
            </Button>
          </DialogClose>
          {action}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
