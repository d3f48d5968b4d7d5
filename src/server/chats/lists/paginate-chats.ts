/**
 * POST /chats/paginate — by default the chats the caller takes part in; with `filters.user`, that user's chats
 * as far as the caller may read them (a coach: their team members' agent chats; an admin: every agent chat).
 * Archived chats only when asked for. Each document carries the caller's `unread` count. A search text is a
 * full-text search (search/page-chat-search.ts) unless `searchFields` names fields to match it in.
 */

import type { z } from "zod";
import type { Prisma } from "@/generated/prisma/client";
import type { chatFiltersSchema, chatPaginateSchema } from "@/lib/contracts/chats/schemas";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { buildOrderBy, buildSearch } from "@/server/list/list-spec";
import { boundedCount, pageOf, splitExtraRow } from "@/server/list/paginate";
import { CHAT_TYPE_ROW } from "../reading/chat-document";
import { readChatRows } from "../reading/chat-row";
import { chatView } from "../reading/chat-view";
import { canViewHiddenInfo, participantOf, readableChats } from "../scope";
import { pageChatSearch, usesFullText } from "../search/page-chat-search";
import { LIST_ORDER } from "./chat-order";
import { chatsListSpec } from "./list-spec";

type Where = Prisma.ChatWhereInput;
type ChatFilters = z.infer<typeof chatFiltersSchema>;
type ChatListQuery = z.infer<typeof chatPaginateSchema>;

function filterClauses(filters: ChatFilters): Where[] {
  const clauses: Where[] = [{ isArchived: filters.isArchived ?? false }];
  if (filters.type) clauses.push({ type: CHAT_TYPE_ROW[filters.type] });
  if (filters.mode) clauses.push({ mode: filters.mode });
  if (filters.isFavorite !== undefined) clauses.push({ isFavorite: filters.isFavorite });
  if (filters.closed !== undefined) clauses.push({ closed: filters.closed });
  if (filters.agent) clauses.push({ agents: { some: { id: filters.agent } } });
  return clauses;
}

/** LIKE wildcards in the searched text are literal characters: Prisma's `contains` passes them through. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function searchClause(query: ChatListQuery): Where | undefined {
  const text = escapeLike(query.searchQuery?.trim() ?? "");
  return buildSearch({ ...query, searchQuery: text }, chatsListSpec) as Where | undefined;
}

/**
 * Pages chats within `scope`, in the chat lists' default order unless the query names one. The total is bounded
 * (list/paginate.ts): counting every chat of a person with 100,000 cost more than the page.
 */
export async function pageChats(ctx: RequestContext, query: ChatListQuery, scope: Where[]) {
  const where = { AND: scope };
  const orderBy = query.sortBy ? buildOrderBy(query, chatsListSpec) : LIST_ORDER;
  const [found, total] = await Promise.all([
    db.chat.findMany({
      where,
      orderBy: orderBy as object[],
      skip: (query.page - 1) * query.limit,
      take: query.limit + 1,
      select: { id: true },
    }),
    boundedCount((take) => db.chat.count({ where, take })),
  ]);
  const { rows: page, hasMore } = splitExtraRow(found, query.limit);
  const rows = await readChatRows(page.map((chat) => chat.id));
  const hidden = canViewHiddenInfo(ctx);
  return pageOf(
    rows.map((row) => chatView(ctx, row, hidden)),
    total,
    query,
    hasMore,
  );
}

export async function paginateChats(ctx: RequestContext, query: ChatListQuery) {
  if (usesFullText(query)) return pageChatSearch(ctx, query);
  const whose = query.filters.user ?? ctx.user._id;
  const scope: Where[] = [readableChats(ctx), participantOf(whose), ...filterClauses(query.filters)];
  const search = searchClause(query);
  if (search) scope.push(search);
  return pageChats(ctx, query, scope);
}
