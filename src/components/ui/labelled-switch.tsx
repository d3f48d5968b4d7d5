"use client";

import type * as React from "react";

import { Label } from "./label";
import { Switch } from "./switch";

/** A switch with its label beside it (the label names it and toggles it when clicked). */
export function LabelledSwitch({
  id,
  checked,
  onCheckedChange,
  labelClassName,
  children,
}: {
  id: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  labelClassName?: string;
  children: React.ReactNode;
}) {
  return (
    <span className="flex items-center gap-2">
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} />
      <Label htmlFor={id} className={labelClassName}>
        {children}
      </Label>
    </span>
  );
}
