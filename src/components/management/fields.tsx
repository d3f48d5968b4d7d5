"use client";

import { useTranslations } from "next-intl";
import * as React from "react";

import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { Switch } from "@/components/ui/switch";
import { cn } from "@/lib/utils";

/** A labelled on/off switch with an optional explanation under it. */
export function SwitchField({
  label,
  checked,
  onCheckedChange,
  description,
  disabled,
}: {
  label: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  description?: string;
  disabled?: boolean;
}) {
  const id = React.useId();
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className="flex items-start gap-3">
      <Switch
        id={id}
        checked={checked}
        onCheckedChange={onCheckedChange}
        disabled={disabled}
        aria-describedby={descriptionId}
        className="mt-0.5"
      />
      <div className="grid gap-1">
        <Label htmlFor={id}>{label}</Label>
        {description ? (
          <p id={descriptionId} className="text-sm text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}

export interface Option {
  value: string;
  label: string;
}

/** Several choices as checkboxes in a fieldset (e.g. a user's teams), with the field's error under them. */
export function CheckboxGroup({
  legend,
  options,
  value,
  onChange,
  error,
  emptyText,
  loading = false,
}: {
  legend: string;
  options: Option[];
  value: string[];
  onChange: (value: string[]) => void;
  error?: string;
  emptyText?: string;
  loading?: boolean;
}) {
  const t = useTranslations("management.fields");
  const tc = useTranslations("common");
  const id = React.useId();
  const errorId = error ? `${id}-error` : undefined;
  function toggle(option: string, checked: boolean) {
    onChange(checked ? [...value, option] : value.filter((v) => v !== option));
  }
  return (
    <fieldset className="grid gap-2" aria-describedby={errorId} aria-invalid={error ? true : undefined}>
      <legend className={cn("mb-2 text-sm font-medium", error && "text-destructive")}>{legend}</legend>
      {loading ? (
        <p className="text-sm text-muted-foreground">{tc("loading")}</p>
      ) : options.length === 0 ? (
        <p className="text-sm text-muted-foreground">{emptyText ?? t("nothingToChoose")}</p>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          {options.map((option) => {
            const optionId = `${id}-${option.value}`;
            return (
              <div key={option.value} className="flex items-center gap-2">
                <Checkbox
                  id={optionId}
                  checked={value.includes(option.value)}
                  onCheckedChange={(checked) => toggle(option.value, checked === true)}
                />
                <Label htmlFor={optionId} className="font-normal">
                  {option.label}
                </Label>
              </div>
            );
          })}
        </div>
      )}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
