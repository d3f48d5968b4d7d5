"use client";

import { ArchiveIcon, MessageSquareIcon, StarIcon } from "lucide-react";
import Link from "next/link";
import * as React from "react";

import { MODE_LABELS } from "@/components/ai-config/labels";
import { SearchBox } from "@/components/data-table/data-table";
import { pageSizeChoices } from "@/components/data-table/list-params";
import { Pager } from "@/components/data-table/pager";
import { useList } from "@/components/data-table/use-list";
import { useListState } from "@/components/data-table/use-list-state";
import { formatDateTime } from "@/components/management/display";
import { LoadError } from "@/components/management/load-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { pathOf } from "@/lib/api/call";
import { chats } from "@/lib/api/endpoints/chats";
import { PAGE_SIZE } from "@/lib/constants";
import type { ChatDoc } from "@/lib/contracts/chats";
import { PAGES } from "@/lib/routes";
import { cn } from "@/lib/utils";
import { ArchiveButton, FavoriteButton } from "./chat-actions";
import { chatTitle, excerpt, unreadOf } from "./chat-helpers";
import { agentName, useAgentsById } from "./use-agents";

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
  const list = useListState({ filterKeys: FILTER_KEYS });
  const { state, setPage, setPageSize, setSearch, setFilter } = list;
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
  const { data, loading, error, reload } = useList<ChatDoc>(pathOf(chats.paginate, {}), query);
  const agents = useAgentsById();
  const [changed, setChanged] = React.useState<Record<string, ChatDoc>>({});

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

  const docs = (data?.docs ?? []).map((chat) => ({ ...chat, ...changed[chat._id], unread: chat.unread }));
  const totalPages = Math.max(data?.totalPages ?? 1, 1);
  const filtered = Boolean(state.search) || favorites;

  return (
    <div className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <SearchBox placeholder="Search chats…" label="Chats" value={state.search} onCommit={setSearch} />
        <Button
          variant={favorites ? "secondary" : "outline"}
          size="sm"
          aria-pressed={favorites}
          onClick={() => setFilter("favorites", favorites ? "" : "1")}
        >
          <StarIcon className={cn(favorites && "fill-warning text-warning")} />
          Favourites
        </Button>
        <Button
          variant={archived ? "secondary" : "outline"}
          size="sm"
          aria-pressed={archived}
          onClick={() => setFilter("archived", archived ? "" : "1")}
        >
          <ArchiveIcon />
          Archived
        </Button>
      </div>

      {error ? (
        <LoadError error={error} onRetry={reload} title="Could not load the chats" />
      ) : loading && !data ? (
        <ListSkeleton />
      ) : docs.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-lg border border-dashed p-10 text-center">
          <MessageSquareIcon aria-hidden className="size-8 text-muted-foreground" />
          <p className="text-sm text-muted-foreground">
            {filtered
              ? "No chats match."
              : archived
                ? "No archived chats."
                : "No chats yet. Start one with an agent."}
          </p>
          {filtered || archived ? null : (
            <Button asChild size="sm">
              <Link href={PAGES.chats.withAgent()}>New chat</Link>
            </Button>
          )}
        </div>
      ) : (
        <ul aria-label="Chats" aria-busy={loading || undefined} className="divide-y rounded-lg border">
          {docs.map((chat) => (
            <ChatRow
              key={chat._id}
              chat={chat}
              agent={agentName(agents, chat.agents)}
              unread={unreadOf(chat, viewerId)}
              onChanged={onChanged}
            />
          ))}
        </ul>
      )}

      <Pager
        label="Chats"
        noun={["chat", "chats"]}
        page={state.page}
        totalPages={totalPages}
        totalDocs={data ? data.totalDocs : null}
        hasNextPage={Boolean(data?.hasNextPage)}
        loading={loading}
        onPage={setPage}
        pageSize={{ value: state.pageSize, choices: pageSizeChoices(PAGE_SIZE), onChange: setPageSize }}
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
  const title = chatTitle(chat);
  const mode = chat.config?.mode;
  const when = chat.lastMessageAt ?? chat.createdAt;
  return (
    <li className="flex items-start gap-3 p-3 hover:bg-muted/30" data-testid="chat-row">
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            href={PAGES.chats.view(chat._id)}
            className={cn(
              "min-w-0 max-w-full truncate hover:underline",
              unread > 0 ? "font-semibold" : "font-medium",
            )}
          >
            {title}
          </Link>
          {unread > 0 ? (
            <Badge aria-label={`${unread} unread`} title="Unread messages">
              {unread}
            </Badge>
          ) : null}
          {chat.closed ? <Badge variant="secondary">Closed</Badge> : null}
          {chat.isArchived ? <Badge variant="outline">Archived</Badge> : null}
        </div>
        <p className="text-xs text-muted-foreground">
          {[agent, mode ? MODE_LABELS[mode] : null, formatDateTime(when)].filter(Boolean).join(" · ")}
        </p>
        {excerpt(chat.lastMessage) ? (
          <p className="truncate text-sm text-muted-foreground">{excerpt(chat.lastMessage)}</p>
        ) : null}
      </div>
      <div className="flex shrink-0 gap-1">
        <FavoriteButton chat={chat} onChanged={onChanged} />
        <ArchiveButton chat={chat} onChanged={onChanged} />
      </div>
    </li>
  );
}

function ListSkeleton() {
  return (
    <div className="grid gap-3 rounded-lg border p-4" role="status" aria-busy aria-label="Loading chats">
      {Array.from({ length: 4 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
        <div key={i} className="grid gap-2">
          <Skeleton className="h-4 w-56" />
          <Skeleton className="h-3 w-80 max-w-full" />
        </div>
      ))}
    </div>
  );
}
