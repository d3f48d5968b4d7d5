"use client";

import { Command } from "cmdk";
import { CheckIcon } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";

import type { LazyPopoverLayer } from "@/components/ui/lazy-popover";
import { AnchoredPopover } from "@/components/ui/popover";
import type { GoalKeyword } from "@/lib/contracts/goals/schemas";
import { cn } from "@/lib/utils";
import { keywordGroups } from "./keyword-groups";

const normalise = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[-_\s]+/g, " ")
    .trim();

/**
 * cmdk's default filter is fuzzy ("sleep" would also match letters scattered through other words): here every
 * word typed must appear in the label or the stored value, and labels that start with the search rank first.
 */
function matchKeyword(value: string, search: string, keywords?: string[]): number {
  const label = normalise(keywords?.[0] ?? value);
  const haystack = `${label} ${normalise(value)}`;
  const query = normalise(search);
  if (!query.split(" ").every((word) => haystack.includes(word))) return 0;
  return label.startsWith(query) ? 1 : 0.5;
}

/**
 * KeywordPicker's popover (Radix, cmdk), loaded when the browser is idle or on the first open. Its content is
 * unmounted when it closes, so the search typed into it starts empty at each opening.
 */
export function KeywordPopover({
  open,
  onOpenChange,
  layer,
  chosen,
  toggle,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  layer: LazyPopoverLayer;
  chosen: ReadonlySet<GoalKeyword>;
  toggle: (keyword: GoalKeyword) => void;
}) {
  const t = useTranslations("goals.keywordPicker");
  const te = useTranslations("enums");
  const locale = useLocale();
  const labelOf = (keyword: GoalKeyword) => te(`goalKeywords.${keyword}`);
  return (
    <AnchoredPopover
      open={open}
      onOpenChange={onOpenChange}
      layer={layer}
      align="start"
      className="w-80 p-0"
      aria-label={t("popoverLabel")}
    >
      <Command label={t("search")} filter={matchKeyword} loop>
        <Command.Input
          aria-label={t("search")}
          placeholder={t("searchPlaceholder")}
          className="h-10 w-full border-b bg-transparent px-3 text-sm outline-none placeholder:text-muted-foreground"
        />
        <Command.List aria-label={t("legend")} className="max-h-72 overflow-y-auto overscroll-contain p-1">
          <Command.Empty className="py-6 text-center text-sm text-muted-foreground">
            {t("noMatch")}
          </Command.Empty>
          {keywordGroups(labelOf, locale).map((group) => (
            <Command.Group
              key={group.key}
              heading={t(`groups.${group.key}`)}
              className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground"
            >
              {group.keywords.map((keyword) => {
                const picked = chosen.has(keyword);
                return (
                  <Command.Item
                    key={keyword}
                    value={keyword}
                    keywords={[labelOf(keyword)]}
                    onSelect={() => toggle(keyword)}
                    aria-checked={picked}
                    className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground"
                  >
                    <CheckIcon aria-hidden className={cn("size-4", picked ? "opacity-100" : "opacity-0")} />
                    {labelOf(keyword)}
                  </Command.Item>
                );
              })}
            </Command.Group>
          ))}
        </Command.List>
      </Command>
    </AnchoredPopover>
  );
}
