"use client";

import { XIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Dialog as DialogPrimitive } from "radix-ui";
import type * as React from "react";

import { cn } from "@/lib/utils";
import { slotted } from "./slotted";

/** Radix dialog (Dialog, its parts below): focus is trapped inside, Escape and the close button dismiss it, focus returns to the trigger. */
export const Dialog = slotted(DialogPrimitive.Root, "dialog");
export const DialogClose = slotted(DialogPrimitive.Close, "dialog-close");

export function DialogContent({
  className,
  children,
  showCloseButton = true,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Content> & { showCloseButton?: boolean }) {
  const t = useTranslations("ui");
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="dialog-overlay" className="fixed inset-0 z-50 bg-black/60" />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          "fixed top-1/2 left-1/2 z-50 grid w-full max-w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border bg-popover p-6 text-popover-foreground shadow-lg sm:max-w-lg",
          className,
        )}
        {...props}
      >
        {children}
        {showCloseButton ? (
          <DialogPrimitive.Close
            className="absolute top-4 right-4 cursor-pointer rounded-xs opacity-70 transition-opacity hover:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4"
            aria-label={t("close")}
          >
            <XIcon />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export const DialogHeader = slotted("div", "dialog-header", "flex flex-col gap-2 text-center sm:text-left");
export const DialogFooter = slotted(
  "div",
  "dialog-footer",
  "flex flex-col-reverse gap-2 sm:flex-row sm:justify-end",
);
export const DialogTitle = slotted(
  DialogPrimitive.Title,
  "dialog-title",
  "text-lg font-semibold leading-none",
);
export const DialogDescription = slotted(
  DialogPrimitive.Description,
  "dialog-description",
  "text-sm text-muted-foreground",
);
