"use client";

import { Label as LabelPrimitive } from "radix-ui";

import { slotted } from "./slotted";

export const Label = slotted(
  LabelPrimitive.Root,
  "label",
  "flex select-none items-center gap-2 text-sm font-medium leading-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50 group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50",
);
