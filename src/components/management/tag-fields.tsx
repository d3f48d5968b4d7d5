"use client";

import { PlusIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";
import { RemovableTags } from "./removable-tags";

// Apart from fields.tsx: the profile forms use only these, and would otherwise load the switch and checkbox too.

/** A list of short texts (stress triggers, motivators): type and press Enter or "Add"; each tag can be removed. */
export function TagInput({
  label,
  value,
  onChange,
  placeholder,
  suggestions = [],
  error,
  max = 50,
}: {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  suggestions?: readonly string[];
  error?: string;
  max?: number;
}) {
  const t = useTranslations("management.tags");
  const id = React.useId();
  const [draft, setDraft] = React.useState("");
  const errorId = error ? `${id}-error` : undefined;

  function add(text: string) {
    const tag = text.trim();
    if (!tag || value.length >= max) return;
    if (!value.some((v) => v.toLowerCase() === tag.toLowerCase())) onChange([...value, tag]);
    setDraft("");
  }

  const unused = suggestions.filter((s) => !value.some((v) => v.toLowerCase() === s.toLowerCase()));

  return (
    <div className="grid gap-2" data-invalid={error ? true : undefined}>
      <Label htmlFor={id} className={cn(error && "text-destructive")}>
        {label}
      </Label>
      <RemovableTags
        label={label}
        items={value.map((tag) => ({ key: tag, label: tag }))}
        onRemove={(tag) => onChange(value.filter((v) => v !== tag))}
      />
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add(draft);
            }
          }}
          placeholder={placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          maxLength={255}
        />
        <Button type="button" variant="outline" onClick={() => add(draft)} disabled={!draft.trim()}>
          <PlusIcon />
          {t("add")}
        </Button>
      </div>
      {unused.length > 0 ? (
        <Suggestions label={t("suggestions", { label })} items={unused} onPick={add} />
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Clickable example texts under a free-text field (§3: free-text preferences come with example suggestions). */
export function Suggestions({
  label,
  items,
  onPick,
  isPicked,
}: {
  label: string;
  items: readonly string[];
  onPick: (item: string) => void;
  isPicked?: (item: string) => boolean;
}) {
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {items.map((item) => {
        const picked = isPicked?.(item) ?? false;
        return (
          <li key={item}>
            <button
              type="button"
              onClick={() => onPick(item)}
              aria-pressed={isPicked ? picked : undefined}
              className={cn(
                "cursor-pointer rounded-full border border-dashed px-2.5 py-0.5 text-xs text-muted-foreground transition-colors hover:border-solid hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                picked && "border-solid border-primary/60 bg-primary/15 text-foreground",
              )}
            >
              {item}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
