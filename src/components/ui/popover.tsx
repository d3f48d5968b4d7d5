"use client";

import { Popover as PopoverPrimitive } from "radix-ui";
import type * as React from "react";

import { cn } from "@/lib/utils";
import type { LazyPopoverLayer } from "./lazy-popover";
import { slotted } from "./slotted";

/** Radix popover: Escape and a click outside close it, focus moves into it and returns to the trigger. */
export const Popover = slotted(PopoverPrimitive.Root, "popover");
export const PopoverTrigger = slotted(PopoverPrimitive.Trigger, "popover-trigger");

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

/**
 * A lazy popover's own part (see useLazyPopover): positioned against the trigger, which stays outside it, with the
 * content props that stand in for what Radix does through its own trigger.
 */
export function AnchoredPopover({
  open,
  onOpenChange,
  layer,
  ...content
}: React.ComponentProps<typeof PopoverContent> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  layer: LazyPopoverLayer;
}) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverPrimitive.Anchor virtualRef={layer.triggerRef} />
      <PopoverContent {...content} {...layer.contentProps} />
    </Popover>
  );
}
