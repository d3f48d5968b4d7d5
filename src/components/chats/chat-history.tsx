"use client";

import { MessageSquarePlusIcon, SearchIcon, StarIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import * as React from "react";
import { useSearchQuery } from "@/components/data-table/use-search-query";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { useTypedBeforeHydration } from "@/components/ui/use-typed-before-hydration";
import { UserText } from "@/components/ui/user-text";
import { chats as chatEndpoints } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";
import type { ChatDoc } from "@/lib/contracts/chats/schemas";
import type { Page } from "@/lib/contracts/list-query";
import { PAGES } from "@/lib/routes";
import { cn } from "@/lib/utils";
import { unreadOf } from "./chat-helpers";
import { GROUPS, type Group, groupOf } from "./history-groups";
import { SearchReachNote } from "./search-reach-note";
import { SearchSnippet } from "./search-snippet";
import { useChatTitle } from "./use-chat-title";

const PAGE = 30;
/** Favourites shown on top; more than this many is a list, not a pin (the Chats page filters them all). */
const PINNED = 50;
const SEARCH_WAIT_MS = 250;
/** Each group's heading in the catalogue (chats.history.groups). */
const GROUP_KEYS = {
  Favourites: "favourites",
  Today: "today",
  Yesterday: "yesterday",
  "Previous 7 days": "previous7Days",
  "Previous 30 days": "previous30Days",
  Older: "older",
} as const satisfies Record<Group, string>;
/**
 * The viewer's conversations beside the open chat (POST /chats/paginate, archived ones left out): search, grouped
 * by day with favourites pinned on top, the open chat marked, more on demand. `current` is the open chat as the
 * page knows it now, so a new title (named automatically or renamed) shows at once; `refreshKey` reloads the list
 * when the chat moved (a new message).
 */
export function ChatHistory({
  current,
  viewerId,
  refreshKey,
  onNavigate,
}: {
  current: ChatDoc;
  viewerId: string;
  refreshKey: string;
  /** Called when a link is followed (the phone drawer closes). */
  onNavigate?: () => void;
}) {
  const t = useTranslations("chats");
  const chatTitle = useChatTitle();
  const { search, setSearch, query } = useSearchQuery(SEARCH_WAIT_MS);
  const searchField = React.useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(searchField, search, setSearch);
  const [pages, setPages] = React.useState(1);
  const [data, setData] = React.useState<{ pinned: Page<ChatDoc>; recent: Page<ChatDoc> } | null>(null);
  const [error, setError] = React.useState(false);
  const [loading, setLoading] = React.useState(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: refreshKey exists to reload when the open chat moves.
  React.useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    // Favourites are their own query: pinned means on top however long ago they moved, not only when they
    // happen to be among the most recent page.
    const load = (isFavorite: boolean, limit: number) =>
      call(
        chatEndpoints.paginate,
        {
          body: {
            page: 1,
            limit,
            filters: { isArchived: false, isFavorite },
            ...(query ? { searchQuery: query } : {}),
          },
        },
        { signal: controller.signal, toastOnError: false },
      );
    Promise.all([load(true, PINNED), load(false, PAGE * pages)]).then(
      ([pinned, recent]) => {
        if (controller.signal.aborted) return;
        setData({ pinned, recent });
        setError(false);
        setLoading(false);
      },
      () => {
        if (controller.signal.aborted) return;
        setError(true);
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [query, pages, refreshKey]);

  const now = new Date();
  const chats = [...(data?.pinned.docs ?? []), ...(data?.recent.docs ?? [])].map((chat) =>
    chat._id === current._id ? { ...chat, ...current } : chat,
  );
  const grouped = GROUPS.map((group) => ({
    group,
    chats: chats.filter((chat) => groupOf(chat, now) === group),
  })).filter((g) => g.chats.length > 0);

  return (
    <nav aria-label={t("history.label")} className="flex h-full min-h-0 flex-col gap-2">
      <Button asChild size="sm" variant="outline" className="justify-start">
        <Link href={PAGES.chats.withAgent()} onClick={onNavigate}>
          <MessageSquarePlusIcon />
          {t("newChat")}
        </Link>
      </Button>
      <div className="relative">
        <SearchIcon aria-hidden className="absolute top-2.5 left-2.5 size-4 text-muted-foreground" />
        <Input
          ref={searchField}
          type="search"
          aria-label={t("searchChats")}
          placeholder={t("searchChatsPlaceholder")}
          className="h-9 pl-8"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPages(1);
          }}
        />
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto pr-1" aria-busy={loading}>
        {query ? (
          <SearchReachNote page={data?.recent} className="px-2 pb-2 text-xs text-muted-foreground" />
        ) : null}
        {error ? (
          <p className="px-2 py-4 text-sm text-muted-foreground">{t("history.loadError")}</p>
        ) : !data ? (
          <div className="grid gap-2 px-1" role="status" aria-label={t("loadingChats")}>
            <Skeleton className="h-8 w-full" />
            <Skeleton className="h-8 w-5/6" />
            <Skeleton className="h-8 w-4/6" />
          </div>
        ) : grouped.length === 0 ? (
          <p className="px-2 py-4 text-sm text-muted-foreground">
            {query ? t("history.noMatch") : t("noChatsYet")}
          </p>
        ) : (
          grouped.map(({ group, chats: inGroup }) => (
            <section key={group} aria-label={t(`history.groups.${GROUP_KEYS[group]}`)} className="mb-3">
              <h3 className="flex items-center gap-1 px-2 pb-1 text-xs font-medium text-muted-foreground">
                {group === "Favourites" ? <StarIcon aria-hidden className="size-3" /> : null}
                {t(`history.groups.${GROUP_KEYS[group]}`)}
              </h3>
              {/* One track that may shrink: an auto track grows to a long title's width, and the title is then clipped by
                  the column instead of ending in an ellipsis. */}
              <ul className="grid grid-cols-1 gap-0.5">
                {inGroup.map((chat) => {
                  const open = chat._id === current._id;
                  const unread = open ? 0 : unreadOf(chat, viewerId);
                  return (
                    <li key={chat._id} className="min-w-0">
                      <Link
                        href={PAGES.chats.view(chat._id)}
                        onClick={onNavigate}
                        aria-current={open ? "page" : undefined}
                        className={cn(
                          "flex items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring",
                          open && "bg-accent font-medium",
                        )}
                      >
                        <span className="grid min-w-0 flex-1 grid-cols-1">
                          <span className="truncate" title={chatTitle(chat)}>
                            <UserText text={chatTitle(chat)} />
                          </span>
                          {query && chat.snippet ? (
                            <SearchSnippet parts={chat.snippet.parts} className="line-clamp-2 font-normal" />
                          ) : null}
                        </span>
                        {unread > 0 ? (
                          <span className="rounded-full bg-primary px-1.5 text-xs text-primary-foreground">
                            {t.rich("history.unread", {
                              count: unread,
                              hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                            })}
                          </span>
                        ) : null}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))
        )}
        {data?.recent.hasNextPage ? (
          <Button
            variant="ghost"
            size="sm"
            className="w-full"
            loading={loading}
            onClick={() => setPages((n) => n + 1)}
          >
            {t("history.showMore")}
          </Button>
        ) : null}
      </div>
    </nav>
  );
}
