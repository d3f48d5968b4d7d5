"use client";

import { Command as CommandPrimitive } from "cmdk";
import { SearchIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import { Dialog as DialogPrimitive } from "radix-ui";
import type * as React from "react";

import { cn } from "@/lib/utils";
import { slotted } from "./slotted";

// shadcn's command menu: cmdk (keyboard navigation, listbox semantics) styled like the rest of the UI.

export const Command = slotted(
  CommandPrimitive,
  "command",
  "flex h-full w-full flex-col overflow-hidden rounded-md bg-popover text-popover-foreground",
);

/**
 * The command menu in a Radix dialog: focus is trapped inside, Escape closes it and focus returns to where it
 * was. The title and description are for screen readers. Placed near the top (not centred) so the list can
 * grow downwards, and the on-screen keyboard of a phone does not cover the input.
 */
export function CommandDialog({
  title,
  description,
  children,
  className,
  commandProps,
  ...props
}: React.ComponentProps<typeof DialogPrimitive.Root> & {
  title?: string;
  description?: string;
  className?: string;
  commandProps?: React.ComponentProps<typeof CommandPrimitive>;
}) {
  const t = useTranslations("ui.commandDialog");
  return (
    <DialogPrimitive.Root data-slot="dialog" {...props}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay data-slot="dialog-overlay" className="fixed inset-0 z-50 bg-black/60" />
        <DialogPrimitive.Content
          data-slot="command-dialog"
          className={cn(
            "fixed top-3 left-1/2 z-50 w-[calc(100%-1.5rem)] max-w-xl -translate-x-1/2 overflow-hidden rounded-lg border bg-popover p-0 text-popover-foreground shadow-2xl sm:top-[12dvh]",
            className,
          )}
        >
          <DialogPrimitive.Title className="sr-only">{title ?? t("title")}</DialogPrimitive.Title>
          <DialogPrimitive.Description className="sr-only">
            {description ?? t("description")}
          </DialogPrimitive.Description>
          <Command
            className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1.5 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground [&_[cmdk-group]]:px-2"
            {...commandProps}
          >
            {children}
          </Command>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export function CommandInput({ className, ...props }: React.ComponentProps<typeof CommandPrimitive.Input>) {
  return (
    <div data-slot="command-input-wrapper" className="flex h-12 items-center gap-2 border-b px-3">
      <SearchIcon aria-hidden className="size-4 shrink-0 opacity-60" />
      <CommandPrimitive.Input
        data-slot="command-input"
        className={cn(
          "flex h-10 w-full rounded-md bg-transparent py-3 text-base outline-hidden placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 sm:text-sm",
          className,
        )}
        {...props}
      />
    </div>
  );
}

export const CommandList = slotted(
  CommandPrimitive.List,
  "command-list",
  "max-h-[min(60dvh,26rem)] scroll-py-1 overflow-x-hidden overflow-y-auto pb-2",
);
export const CommandEmpty = slotted(
  CommandPrimitive.Empty,
  "command-empty",
  "py-6 text-center text-sm text-muted-foreground",
);
export const CommandLoading = slotted(
  CommandPrimitive.Loading,
  "command-loading",
  "px-4 py-3 text-sm text-muted-foreground",
);
export const CommandGroup = slotted(
  CommandPrimitive.Group,
  "command-group",
  "overflow-hidden pt-1 text-foreground",
);
export const CommandItem = slotted(
  CommandPrimitive.Item,
  "command-item",
  "relative flex cursor-default items-center gap-3 rounded-md px-2 py-2 text-sm outline-hidden select-none",
  "data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground data-[selected=true]:ring-1 data-[selected=true]:ring-ring",
  "data-[disabled=true]:pointer-events-none data-[disabled=true]:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
);
export const CommandShortcut = slotted(
  "span",
  "command-shortcut",
  "ml-auto shrink-0 text-xs tracking-widest text-muted-foreground",
);
