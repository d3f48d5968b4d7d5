/**
 * POST /chats/paginate with a search text: the chats, within the list's scope and filters, whose messages the
 * caller may read, title, keywords or summary hold every word of the text (as word prefixes), ranked best first
 * unless the query names an order, each with a highlighted `snippet`. A search whose words match too much to rank
 * in time looks in the caller's most recent chats only, and says so (`searchedRecent`).
 */
import type { z } from "zod";
import type { chatPaginateSchema } from "@/lib/contracts/chats/schemas";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { buildOrderBy } from "@/server/list/list-spec";
import { pageOf } from "@/server/list/paginate";
import { chatsListSpec } from "../lists/list-spec";
import { readChatRows } from "../reading/chat-row";
import { chatView } from "../reading/chat-view";
import { canViewHiddenInfo } from "../scope";
import { chatSnippets } from "./chat-snippets";
import { matchCountSql, type SearchOrder, type SearchReach, searchChatsSql } from "./search-chats-sql";
import { searchQuery, unsplitQuery } from "./search-query";
import { RANK_ALL_UP_TO, SEARCHED_RECENT_CHATS } from "./search-reach";
import { searchTerms } from "./search-terms";

type ChatListQuery = z.infer<typeof chatPaginateSchema>;

/** The full-text search serves a search text unless the query names fields to search (the §3 ILIKE search). */
export function usesFullText(query: ChatListQuery): boolean {
  return Boolean(query.searchQuery?.trim()) && !query.searchFields?.length;
}

function orderOf(query: ChatListQuery): SearchOrder {
  if (!query.sortBy) return { column: null, direction: "desc" };
  // buildOrderBy validates the field (a VALIDATION_ERROR otherwise) and names its column and direction.
  const [first] = buildOrderBy(query, chatsListSpec) as Record<string, "asc" | "desc">[];
  const [column, direction] = Object.entries(first ?? {})[0] ?? ["id", "asc"];
  return { column, direction };
}

/**
 * All of the caller's chats when the words are specific enough to rank every match at once, else their most
 * recent ones (a word said in a twentieth of all messages matches tens of thousands): the page then says so.
 */
async function reachOf(query: string): Promise<SearchReach> {
  const [probe] = await db.$queryRaw<{ n: number }[]>(matchCountSql(query, RANK_ALL_UP_TO));
  return (probe?.n ?? 0) > RANK_ALL_UP_TO ? { recent: SEARCHED_RECENT_CHATS } : { all: true };
}

/**
 * The tsquery of the typed words and how far the search reaches. The reach of the words as typed is probed beside
 * asking the database where it splits them (a round trip each), and probed again only if it split one.
 */
async function queryAndReach(terms: string[]): Promise<{ text: string; reach: SearchReach }> {
  const unsplit = unsplitQuery(terms);
  const [text, unsplitReach] = await Promise.all([searchQuery(terms), reachOf(unsplit)]);
  return { text, reach: text === unsplit ? unsplitReach : await reachOf(text) };
}

export async function pageChatSearch(ctx: RequestContext, query: ChatListQuery) {
  const terms = searchTerms(query.searchQuery ?? "");
  // Text without a letter or digit ("%", "&&") holds no word to look for.
  if (terms.length === 0) return pageOf([], 0, query);
  const { text, reach } = await queryAndReach(terms);
  const { filters } = query;
  const [row] = await db.$queryRaw<{ total: number; ids: string[]; leftOut: boolean }[]>(
    searchChatsSql(ctx, {
      query: text,
      filters: { ...filters, isArchived: filters.isArchived ?? false, user: filters.user ?? ctx.user._id },
      order: orderOf(query),
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
      reach,
    }),
  );
  const ids = row?.ids ?? [];
  const [rows, snippets] = await Promise.all([readChatRows(ids), chatSnippets(ctx, text, ids)]);
  const hidden = canViewHiddenInfo(ctx);
  const docs = rows.map((chat) => {
    const snippet = snippets.get(chat.id);
    return { ...chatView(ctx, chat, hidden), ...(snippet ? { snippet } : {}) };
  });
  const page = pageOf(docs, row?.total ?? 0, query);
  return row?.leftOut ? { ...page, searchedRecent: SEARCHED_RECENT_CHATS } : page;
}
