"use client";

import { Tabs as TabsPrimitive } from "radix-ui";

import { slotted } from "./slotted";

/** Radix tabs: arrow keys move between triggers, each panel is labelled by its trigger. */
export const Tabs = slotted(TabsPrimitive.Root, "tabs", "flex flex-col gap-4");
export const TabsList = slotted(
  TabsPrimitive.List,
  "tabs-list",
  "inline-flex h-9 w-fit max-w-full items-center justify-center overflow-x-auto rounded-lg bg-muted p-[3px] text-muted-foreground",
);
export const TabsTrigger = slotted(
  TabsPrimitive.Trigger,
  "tabs-trigger",
  "inline-flex h-full flex-1 cursor-pointer items-center justify-center gap-1.5 whitespace-nowrap rounded-md border border-transparent px-3 py-1 text-sm font-medium text-muted-foreground transition-[color,box-shadow]",
  "hover:text-foreground focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
  "disabled:pointer-events-none disabled:opacity-50",
  "data-[state=active]:border-input data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm",
);
export const TabsContent = slotted(TabsPrimitive.Content, "tabs-content", "flex-1 outline-none");
