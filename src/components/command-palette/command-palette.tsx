"use client";

import {
  BotIcon,
  KeyboardIcon,
  type LucideIcon,
  MessageSquareIcon,
  NotebookPenIcon,
  SquarePenIcon,
  TargetIcon,
  UserIcon,
  UsersRoundIcon,
} from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { SearchSnippet } from "@/components/chats/search-snippet";
import { MENU_ICONS } from "@/components/shell/menu-icons";
import {
  CommandDialog,
  CommandEmpty,
  CommandGroup,
  CommandInput,
  CommandItem,
  CommandList,
  CommandLoading,
  CommandShortcut,
} from "@/components/ui/command";
import type { SearchHit, SearchKind } from "@/lib/contracts/search/schemas";
import type { MenuEntry } from "@/lib/menu";
import { Highlight } from "./highlight";
import { useSearch } from "./use-search";

const KIND_ICONS: Record<SearchKind, LucideIcon> = {
  chats: MessageSquareIcon,
  goals: TargetIcon,
  journals: NotebookPenIcon,
  users: UserIcon,
  teams: UsersRoundIcon,
  agents: BotIcon,
};

const hitValue = (hit: SearchHit) => `${hit.kind}:${hit.id}`;

export interface CommandPaletteProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The side menu's entries: the palette offers exactly the pages the menu does. */
  entries: readonly MenuEntry[];
  mod: string;
  onNavigate: (href: string) => void;
  onNewChat: () => void;
  onShowShortcuts: () => void;
}

/**
 * ⌘K / Ctrl-K: search over the records the caller may see (GET /search) and the pages of their side menu.
 * cmdk's own filtering is off: the server searches records, and the menu entries are matched here, so both are
 * highlighted the same way.
 */
export function CommandPalette({
  open,
  onOpenChange,
  entries,
  mod,
  onNavigate,
  onNewChat,
  onShowShortcuts,
}: CommandPaletteProps) {
  const t = useTranslations("commandPalette");
  const [text, setText] = useState("");
  const [value, setValue] = useState("");
  const search = useSearch(open ? text : "");
  const needle = text.trim().toLowerCase();
  // Pages whose name starts with the text first ("teams" → Teams, before "Team reports").
  const pages = entries
    .filter((entry) => entry.label.toLowerCase().includes(needle))
    .sort(
      (a, b) =>
        Number(b.label.toLowerCase().startsWith(needle)) - Number(a.label.toLowerCase().startsWith(needle)),
    );
  // Someone who types a page's name wants that page, not a record that mentions the word: the pages then come
  // before the records, and Enter opens the first of them.
  const pageFirst = needle !== "" && pages.some((entry) => entry.label.toLowerCase().startsWith(needle));
  const actions = [
    {
      value: "action:new-chat",
      label: t("newChat"),
      icon: SquarePenIcon,
      keys: `${mod} ${t("keys.shift")} O`,
      run: onNewChat,
    },
    {
      value: "action:shortcuts",
      label: t("keyboardShortcuts"),
      icon: KeyboardIcon,
      keys: "?",
      run: onShowShortcuts,
    },
  ].filter((action) => action.label.toLowerCase().includes(needle));
  const groups = search.status === "done" ? search.result.groups : [];
  const settled = search.status === "idle" || search.status === "done";

  // When the answer arrives, its best hit is the one Enter opens (cmdk would keep a page entry chosen earlier),
  // unless a page's name is what was typed.
  const firstPage = pageFirst ? `page:${pages[0].key}` : null;
  useEffect(() => {
    if (firstPage) {
      setValue(firstPage);
      return;
    }
    if (search.status !== "done") return;
    const first = search.result.groups[0]?.hits[0];
    if (first) setValue(hitValue(first));
  }, [search, firstPage]);

  // However it closes (Escape, a choice, the shortcut again), it opens empty next time.
  useEffect(() => {
    if (!open) setText("");
  }, [open]);

  const goTo =
    pages.length > 0 ? (
      <CommandGroup heading={t("goTo")}>
        {pages.map((entry) => {
          const Icon = MENU_ICONS[entry.key];
          return (
            <CommandItem key={entry.key} value={`page:${entry.key}`} onSelect={() => onNavigate(entry.href)}>
              <Icon aria-hidden className="text-muted-foreground" />
              <Highlight text={entry.label} query={text} />
            </CommandItem>
          );
        })}
      </CommandGroup>
    ) : null;

  return (
    <CommandDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("title")}
      description={t("description")}
      commandProps={{
        // cmdk's vim bindings take Ctrl-K as "previous item"; here Ctrl-K closes the palette.
        shouldFilter: false,
        loop: true,
        vimBindings: false,
        value,
        onValueChange: setValue,
        label: t("search"),
      }}
    >
      <CommandInput value={text} onValueChange={setText} placeholder={t("placeholder")} />
      <CommandList>
        {search.status === "loading" ? <CommandLoading>{t("searching")}</CommandLoading> : null}
        {search.status === "error" ? (
          <p role="alert" className="px-4 py-3 text-sm text-destructive">
            {t("failed")}
          </p>
        ) : null}
        {pageFirst ? goTo : null}
        {groups.map((group) => {
          const Icon = KIND_ICONS[group.kind];
          return (
            <CommandGroup key={group.kind} heading={t(`kinds.${group.kind}`)}>
              {group.hits.map((hit) => (
                <CommandItem key={hitValue(hit)} value={hitValue(hit)} onSelect={() => onNavigate(hit.href)}>
                  <Icon aria-hidden className="text-muted-foreground" />
                  <span className="grid min-w-0">
                    <span className="truncate">
                      <Highlight text={hit.title} query={text} />
                    </span>
                    {hit.subtitle ? (
                      <span className="truncate text-xs text-muted-foreground">
                        <Highlight text={hit.subtitle} query={text} />
                      </span>
                    ) : null}
                    {hit.snippet ? <SearchSnippet parts={hit.snippet} className="line-clamp-2" /> : null}
                  </span>
                </CommandItem>
              ))}
            </CommandGroup>
          );
        })}
        {pageFirst ? null : goTo}
        {actions.length > 0 ? (
          <CommandGroup heading={t("actions")}>
            {actions.map((action) => (
              <CommandItem key={action.value} value={action.value} onSelect={action.run}>
                <action.icon aria-hidden className="text-muted-foreground" />
                <Highlight text={action.label} query={text} />
                <CommandShortcut aria-hidden>{action.keys}</CommandShortcut>
              </CommandItem>
            ))}
          </CommandGroup>
        ) : null}
        {settled ? (
          <CommandEmpty>
            {t.rich("noResults", {
              query: text.trim(),
              typed: (chunks) => <span className="text-foreground">{chunks}</span>,
            })}
          </CommandEmpty>
        ) : null}
      </CommandList>
    </CommandDialog>
  );
}
