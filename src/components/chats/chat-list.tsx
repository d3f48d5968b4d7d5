"use client";

import { ArchiveIcon, MessageSquareIcon, StarIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import * as React from "react";

import { SearchBox } from "@/components/data-table/data-table";
import { ListPager } from "@/components/data-table/pager";
import { useList } from "@/components/data-table/use-list";
import { useListState } from "@/components/data-table/use-list-state";
import { EmptyState, ListRow, PagedItems, RowsSkeleton } from "@/components/management/row-list";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useFormat } from "@/i18n/format";
import { chats } from "@/lib/api/browser-endpoints";
import { pathOf } from "@/lib/api/call";
import type { ChatDoc } from "@/lib/contracts/chats/schemas";
import { PAGES } from "@/lib/routes";
import { cn } from "@/lib/utils";
import { ArchiveButton, FavoriteButton } from "./chat-actions";
import { excerpt, unreadOf } from "./chat-helpers";
import { SearchReachNote } from "./search-reach-note";
import { SearchSnippet } from "./search-snippet";
import { agentName, useAgentsById } from "./use-agents";
import { useChatTitle } from "./use-chat-title";

const FILTER_KEYS = ["favorites", "archived"] as const;

/**
 * The caller's chats (POST /chats/paginate), newest activity first: search, a Favourites and an Archived
 * toggle (kept in the URL like the tables' filters), unread counts, favourite/archive actions and paging.
 */
export function ChatList({ viewerId }: { viewerId: string }) {
  return (
    // useSearchParams needs a Suspense boundary when a page is rendered statically.
    <React.Suspense fallback={<ListSkeleton />}>
      <ChatListInner viewerId={viewerId} />
    </React.Suspense>
  );
}

function ChatListInner({ viewerId }: { viewerId: string }) {
  const t = useTranslations("chats");
  const list = useListState({ filterKeys: FILTER_KEYS });
  const { state, setSearch, setFilter } = list;
  const favorites = state.filters.favorites === "1";
  const archived = state.filters.archived === "1";
  const query = React.useMemo(
    () => ({
      ...list.query,
      // The URL holds "1"; the API's filters are booleans.
      filters: { isArchived: archived, ...(favorites ? { isFavorite: true } : {}) },
    }),
    [list.query, favorites, archived],
  );
  const result = useList<ChatDoc>(pathOf(chats.paginate, {}), query);
  const agents = useAgentsById();
  const [changed, setChanged] = React.useState<Record<string, ChatDoc>>({});
  const { data, reload } = result;

  // Favouriting or archiving can move a chat out of the current filter: refetch, keeping the row's new state
  // meanwhile so the button does not flicker back.
  const onChanged = React.useCallback(
    (chat: ChatDoc) => {
      setChanged((current) => ({ ...current, [chat._id]: chat }));
      reload();
    },
    [reload],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page replaces the interim row states.
  React.useEffect(() => setChanged({}), [data]);

  const shown = data
    ? { ...data, docs: data.docs.map((chat) => ({ ...chat, ...changed[chat._id], unread: chat.unread })) }
    : null;
  const filtered = Boolean(state.search) || favorites;

  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <SearchBox
          placeholder={t("searchChatsPlaceholder")}
          label={t("chats")}
          value={state.search}
          onCommit={setSearch}
        />
        <Button
          variant={favorites ? "secondary" : "outline"}
          size="sm"
          aria-pressed={favorites}
          onClick={() => setFilter("favorites", favorites ? "" : "1")}
        >
          <StarIcon className={cn(favorites && "fill-warning text-warning")} />
          {t("list.favourites")}
        </Button>
        <Button
          variant={archived ? "secondary" : "outline"}
          size="sm"
          aria-pressed={archived}
          onClick={() => setFilter("archived", archived ? "" : "1")}
        >
          <ArchiveIcon />
          {t("archived")}
        </Button>
      </div>

      <SearchReachNote page={result.data} />
      <PagedItems
        label={t("chats")}
        result={{ ...result, data: shown }}
        errorTitle={t("loadChatsError")}
        skeleton={<ListSkeleton />}
        empty={
          <EmptyState
            icon={MessageSquareIcon}
            action={
              filtered || archived ? null : (
                <Button asChild size="sm">
                  <Link href={PAGES.chats.withAgent()}>{t("newChat")}</Link>
                </Button>
              )
            }
          >
            {filtered ? t("list.noMatch") : archived ? t("list.noArchived") : t("list.empty")}
          </EmptyState>
        }
      >
        {(chat) => (
          <ChatRow
            key={chat._id}
            chat={chat}
            agent={agentName(agents, chat.agents)}
            unread={unreadOf(chat, viewerId)}
            onChanged={onChanged}
          />
        )}
      </PagedItems>

      <ListPager
        label={t("chats")}
        count={(count) => t("chatCount", { count })}
        result={result}
        list={list}
      />
    </div>
  );
}

function ChatRow({
  chat,
  agent,
  unread,
  onChanged,
}: {
  chat: ChatDoc;
  agent: string | null;
  unread: number;
  onChanged: (chat: ChatDoc) => void;
}) {
  const t = useTranslations("chats");
  const te = useTranslations("enums");
  const format = useFormat();
  const chatTitle = useChatTitle();
  const mode = chat.config?.mode;
  return (
    <ListRow
      testId="chat-row"
      href={PAGES.chats.view(chat._id)}
      title={chatTitle(chat)}
      strong={unread > 0}
      badges={
        <>
          {unread > 0 ? (
            <Badge aria-label={t("list.unread", { count: unread })} title={t("list.unreadMessages")}>
              {unread}
            </Badge>
          ) : null}
          {chat.closed ? <Badge variant="secondary">{t("closed")}</Badge> : null}
          {chat.isArchived ? <Badge variant="outline">{t("archived")}</Badge> : null}
        </>
      }
      details={[
        agent,
        mode ? te(`chatModes.${mode}`) : null,
        format.dateTime(chat.lastMessageAt ?? chat.createdAt),
      ]
        .filter(Boolean)
        .join(" · ")}
      summary={
        chat.snippet ? (
          <SearchSnippet parts={chat.snippet.parts} className="text-sm" />
        ) : (
          excerpt(chat.lastMessage)
        )
      }
      actions={
        <>
          <FavoriteButton chat={chat} onChanged={onChanged} />
          <ArchiveButton chat={chat} onChanged={onChanged} />
        </>
      }
    />
  );
}

function ListSkeleton() {
  const t = useTranslations("chats");
  return <RowsSkeleton label={t("loadingChats")} />;
}
