"use client";

import { Command } from "cmdk";
import { CheckIcon, PlusIcon, XIcon } from "lucide-react";
import * as React from "react";

import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import type { GoalKeyword } from "@/lib/contracts/goals";
import { cn } from "@/lib/utils";
import { keywordLabel } from "./goal-labels";
import { KEYWORD_GROUPS } from "./keyword-groups";

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
  const [open, setOpen] = React.useState(false);
  const [search, setSearch] = React.useState("");
  const hintId = React.useId();
  const chosen = new Set(value);

  function toggle(keyword: GoalKeyword) {
    onChange(chosen.has(keyword) ? value.filter((k) => k !== keyword) : [...value, keyword]);
  }

  return (
    <fieldset className="grid min-w-0 justify-items-start gap-2">
      <legend className="mb-2 text-sm font-medium">Keywords</legend>
      {value.length > 0 ? (
        <ul aria-label="Chosen keywords" className="flex flex-wrap gap-1.5">
          {value.map((keyword) => (
            <li
              key={keyword}
              className="inline-flex items-center gap-0.5 rounded-full border bg-secondary py-0.5 pr-0.5 pl-2.5 text-xs text-secondary-foreground"
            >
              {keywordLabel(keyword)}
              <button
                type="button"
                onClick={() => toggle(keyword)}
                aria-label={`Remove ${keywordLabel(keyword)}`}
                className="grid size-5 cursor-pointer place-items-center rounded-full hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                <XIcon aria-hidden className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <Popover
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setSearch("");
        }}
      >
        <PopoverTrigger asChild>
          <Button variant="outline" size="sm" aria-describedby={hintId}>
            <PlusIcon aria-hidden />
            Add keywords
          </Button>
        </PopoverTrigger>
        <PopoverContent align="start" className="w-80 p-0" aria-label="Choose keywords">
          <Command label="Search keywords" filter={matchKeyword} loop>
            <Command.Input
              value={search}
              onValueChange={setSearch}
              aria-label="Search keywords"
              placeholder="Search keywords…"
              className="h-10 w-full border-b bg-transparent px-3 text-sm outline-none placeholder:text-muted-foreground"
            />
            <Command.List aria-label="Keywords" className="max-h-72 overflow-y-auto overscroll-contain p-1">
              <Command.Empty className="py-6 text-center text-sm text-muted-foreground">
                No keyword matches.
              </Command.Empty>
              {KEYWORD_GROUPS.map((group) => (
                <Command.Group
                  key={group.label}
                  heading={group.label}
                  className="[&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-medium [&_[cmdk-group-heading]]:text-muted-foreground"
                >
                  {group.keywords.map((keyword) => {
                    const picked = chosen.has(keyword);
                    return (
                      <Command.Item
                        key={keyword}
                        value={keyword}
                        keywords={[keywordLabel(keyword)]}
                        onSelect={() => toggle(keyword)}
                        aria-checked={picked}
                        className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none data-[selected=true]:bg-accent data-[selected=true]:text-accent-foreground"
                      >
                        <CheckIcon
                          aria-hidden
                          className={cn("size-4", picked ? "opacity-100" : "opacity-0")}
                        />
                        {keywordLabel(keyword)}
                      </Command.Item>
                    );
                  })}
                </Command.Group>
              ))}
            </Command.List>
          </Command>
        </PopoverContent>
      </Popover>
      {error ? (
        <p className="text-sm text-destructive">{error}</p>
      ) : (
        <p id={hintId} className="text-sm text-muted-foreground">
          {value.length ? `${value.length} chosen.` : "Pick the topics this goal is about."}
        </p>
      )}
    </fieldset>
  );
}
