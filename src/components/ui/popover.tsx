"use client";

import { Popover as PopoverPrimitive } from "radix-ui";
import type * as React from "react";

import { cn } from "@/lib/utils";
import { slotted } from "./slotted";

/** Radix popover: Escape and a click outside close it, focus moves into it and returns to the trigger. */
export const Popover = slotted(PopoverPrimitive.Root, "popover");
export const PopoverTrigger = slotted(PopoverPrimitive.Trigger, "popover-trigger");
/** Positions the popover against another element, e.g. `virtualRef` to a trigger outside it (useLazyPopover). */
export const PopoverAnchor = PopoverPrimitive.Anchor;

export function PopoverContent({
  className,
  align = "center",
  sideOffset = 4,
  ...props
}: React.ComponentProps<typeof PopoverPrimitive.Content>) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        align={align}
        sideOffset={sideOffset}
        className={cn(
          "z-50 w-72 rounded-md border bg-popover p-4 text-popover-foreground shadow-md outline-hidden",
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
