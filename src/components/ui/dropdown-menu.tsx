"use client";

import { CheckIcon } from "lucide-react";
import { DropdownMenu as DropdownMenuPrimitive } from "radix-ui";
import type * as React from "react";

import { cn } from "@/lib/utils";
import { slotted } from "./slotted";

const ITEM =
  "relative flex cursor-pointer select-none items-center gap-2 rounded-sm px-2 py-2 text-sm outline-hidden focus:bg-accent focus:text-accent-foreground data-disabled:pointer-events-none data-disabled:opacity-50 [&_svg:not([class*='size-'])]:size-4 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg]:text-muted-foreground";

/**
 * Radix dropdown menu (role menu): the arrow keys move between the items, typing a letter jumps to one, Escape and
 * a press outside close it, and the focus returns to the trigger. Its code belongs on no page's first load: import
 * it from a module that is itself loaded lazily.
 */
export const DropdownMenu = slotted(DropdownMenuPrimitive.Root, "dropdown-menu");
export const DropdownMenuTrigger = slotted(DropdownMenuPrimitive.Trigger, "dropdown-menu-trigger");
export const DropdownMenuItem = slotted(DropdownMenuPrimitive.Item, "dropdown-menu-item", ITEM);
export const DropdownMenuSeparator = slotted(
  DropdownMenuPrimitive.Separator,
  "dropdown-menu-separator",
  "-mx-1 my-1 h-px bg-border",
);

export function DropdownMenuContent({
  className,
  align = "end",
  sideOffset = 4,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content
        data-slot="dropdown-menu-content"
        align={align}
        sideOffset={sideOffset}
        className={cn(
          "z-50 min-w-44 max-w-[calc(100vw-1rem)] overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md",
          className,
        )}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

/** An item that is on or off (role menuitemcheckbox), with a check when on. */
export function DropdownMenuCheckboxItem({
  className,
  children,
  ...props
}: React.ComponentProps<typeof DropdownMenuPrimitive.CheckboxItem>) {
  return (
    <DropdownMenuPrimitive.CheckboxItem
      data-slot="dropdown-menu-checkbox-item"
      className={cn(ITEM, "pr-8", className)}
      {...props}
    >
      {children}
      <span className="absolute right-2 flex size-4 items-center justify-center">
        <DropdownMenuPrimitive.ItemIndicator>
          <CheckIcon aria-hidden />
        </DropdownMenuPrimitive.ItemIndicator>
      </span>
    </DropdownMenuPrimitive.CheckboxItem>
  );
}
