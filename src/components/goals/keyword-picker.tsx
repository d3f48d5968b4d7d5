"use client";

import { PlusIcon, XIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { LazyLayer } from "@/components/ui/lazy-dialog";
import { LazyPopoverTrigger, useLazyPopover } from "@/components/ui/lazy-popover";
import type { GoalKeyword } from "@/lib/contracts/goals/schemas";
import { preloadable } from "@/lib/when-idle";

// The popover (Radix, cmdk, the positioning library) loads after the page (see useLazyPopover).
const loadPopover = preloadable(() => import("./keyword-popover"));
const KeywordPopover = React.lazy(() => loadPopover().then((m) => ({ default: m.KeywordPopover })));

/**
 * The goal's keywords (§3's fixed list): chosen ones as removable chips, and a searchable list grouped by theme
 * in a popover (cmdk: arrows move, Enter picks or unpicks and the list stays open, Escape closes). Labels are
 * human ("Sleep hygiene"); the values stored are the list's own ("sleep-hygiene").
 */
export function KeywordPicker({
  value,
  onChange,
  error,
}: {
  value: GoalKeyword[];
  onChange: (keywords: GoalKeyword[]) => void;
  error?: string;
}) {
  const t = useTranslations("goals.keywordPicker");
  const te = useTranslations("enums");
  const [open, setOpen] = React.useState(false);
  const hintId = React.useId();
  const chosen = new Set(value);
  const { mounted, layer } = useLazyPopover(open, loadPopover);

  function toggle(keyword: GoalKeyword) {
    onChange(chosen.has(keyword) ? value.filter((k) => k !== keyword) : [...value, keyword]);
  }

  return (
    <fieldset className="grid min-w-0 justify-items-start gap-2">
      <legend className="mb-2 text-sm font-medium">{t("legend")}</legend>
      {value.length > 0 ? (
        <ul aria-label={t("chosenLabel")} className="flex flex-wrap gap-1.5">
          {value.map((keyword) => (
            <li
              key={keyword}
              className="inline-flex items-center gap-0.5 rounded-full border bg-secondary py-0.5 pr-0.5 pl-2.5 text-xs text-secondary-foreground"
            >
              {te(`goalKeywords.${keyword}`)}
              <button
                type="button"
                onClick={() => toggle(keyword)}
                aria-label={t("remove", { keyword: te(`goalKeywords.${keyword}`) })}
                className="grid size-5 cursor-pointer place-items-center rounded-full hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <XIcon aria-hidden className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <LazyPopoverTrigger open={open} onToggle={() => setOpen(!open)} layer={layer}>
        <Button variant="outline" size="sm" aria-describedby={hintId}>
          <PlusIcon aria-hidden />
          {t("add")}
        </Button>
      </LazyPopoverTrigger>
      <LazyLayer mounted={mounted}>
        <KeywordPopover open={open} onOpenChange={setOpen} layer={layer} chosen={chosen} toggle={toggle} />
      </LazyLayer>
      {error ? (
        <p className="text-sm text-destructive">{error}</p>
      ) : (
        <p id={hintId} className="text-sm text-muted-foreground">
          {value.length ? t("chosen", { count: value.length }) : t("hint")}
        </p>
      )}
    </fieldset>
  );
}
