/**
 * The full-text search's statement: the ids of one page of the chats that match, best first, and how many match.
 * A chat matches by a message the caller may read or by its title, keywords or summary (each row's stored
 * "searchVector", migration 20261128090000_chat_full_text_search). Its rank is that of its best match, where the
 * title weighs most (then keywords, summary, messages): a word in the title puts a chat above one that only
 * mentions it.
 * Written as SQL since Prisma has no full-text search on PostgreSQL; the scope is the list's own
 * (scope.ts, readableChatsSql), joined inside each part so that PostgreSQL can start from the caller's chats or
 * from the index, whichever is fewer.
 */
import { Prisma } from "@/generated/prisma/client";
import type { RequestContext } from "@/server/http/context";
import { RAW_LINKS } from "@/server/links";
import { canViewHiddenInfo, participantOfSql, readableChatsSql } from "../scope";
import { onActiveBranchSql } from "../versions/active-branch";

/** The list's filters that narrow a search (chatFiltersSchema), in the database's spelling. */
export interface SearchFilters {
  isArchived: boolean;
  type?: string;
  mode?: string;
  isFavorite?: boolean;
  closed?: boolean;
  agent?: string;
  /** Whose chats: the caller's own unless a coach or admin asks for another's. */
  user: string;
}

export interface SearchOrder {
  /** A sortable column of the list (list-spec.ts), or null: by rank, then by activity. */
  column: string | null;
  direction: "asc" | "desc";
}

const AC = RAW_LINKS.agentToChat;
/** Only what the chat shows is found: not a message's earlier version (active-branch.ts). */
export const ACTIVE = Prisma.raw(onActiveBranchSql());

/** The role filter on messages: system and developer text only for those who may see a chat's hidden info. */
export function visibleRolesSql(ctx: RequestContext): Prisma.Sql {
  return canViewHiddenInfo(ctx) ? Prisma.sql`true` : Prisma.sql`m.role in ('user', 'assistant')`;
}

/**
 * The tsquery of `query` (search-query.ts), written into the statement each time it is used. A cast, not
 * to_tsquery, which would parse each word again and turn a split one into a phrase.
 */
export const tsQuerySql = (query: string) => Prisma.sql`${query}::tsquery`;

function chatConditions(ctx: RequestContext, filters: SearchFilters): Prisma.Sql {
  const and = [
    readableChatsSql(ctx),
    participantOfSql(filters.user),
    Prisma.sql`c."isArchived" = ${filters.isArchived}`,
  ];
  if (filters.type) and.push(Prisma.sql`c.type::text = ${filters.type}`);
  if (filters.mode) and.push(Prisma.sql`c.mode::text = ${filters.mode}`);
  if (filters.isFavorite !== undefined) and.push(Prisma.sql`c."isFavorite" = ${filters.isFavorite}`);
  if (filters.closed !== undefined) and.push(Prisma.sql`c.closed = ${filters.closed}`);
  if (filters.agent) {
    and.push(
      Prisma.sql`exists (select 1 from ${AC.table} ac where ac.${AC.chat} = c.id and ac.${AC.agent} = ${filters.agent})`,
    );
  }
  return Prisma.join(and, " and ");
}

/** A chat's rank and the columns its order needs travel with each hit, so the page is cut without re-reading chats. */
function orderColumns(order: SearchOrder): Prisma.Sql {
  const sortColumn = order.column ? Prisma.raw(`c."${order.column}"`) : Prisma.sql`null::int`;
  return Prisma.sql`c."lastMessageAt" as at, c."createdAt" as created, ${sortColumn} as sort`;
}

function orderSql(order: SearchOrder): Prisma.Sql {
  if (!order.column) return Prisma.sql`r.rank desc, r.at desc nulls last, r.created desc, r.id desc`;
  // As the unsearched list sorts (Prisma's orderBy): the column, then the id, in one direction.
  const direction = Prisma.raw(order.direction);
  return Prisma.sql`r.sort ${direction}, r.id ${direction}`;
}

/**
 * Where a search looks: every chat of the caller (`all`), or only their `recent` most recently active ones, for a
 * search that matches too much to rank it all in time (page-chat-search.ts). The caller's chats in order of
 * activity come from the list's own index, and each one's messages from the chat's (chatId) index.
 */
export type SearchReach = { all: true } | { recent: number };

/** The statement: one row, `total`, the page's `ids` in order, and whether chats beyond `recent` were left out. */
export function searchChatsSql(
  ctx: RequestContext,
  input: {
    query: string;
    filters: SearchFilters;
    order: SearchOrder;
    limit: number;
    offset: number;
    reach: SearchReach;
  },
): Prisma.Sql {
  const where = chatConditions(ctx, input.filters);
  const q = tsQuerySql(input.query);
  const columns = orderColumns(input.order);
  const recent = "recent" in input.reach ? input.reach.recent : null;
  // With a reach, the scope is the recent chats': they were chosen within it.
  const chats =
    recent === null
      ? Prisma.sql`"Chat" c`
      : Prisma.sql`recent r join "Chat" c on c.id = r.id and r.n <= ${recent}`;
  const inScope = recent === null ? where : Prisma.sql`true`;
  const recentSql =
    recent === null
      ? Prisma.sql`recent as (select null::varchar as id, 0 as n where false),`
      : // Newest activity first as Chat_lastMessageAt_idx reads backwards (a chat never written in first: there are
        // few), so that finding them stops after `recent` + 1 chats however many the caller has.
        Prisma.sql`recent as (
          select c.id, row_number() over (order by c."lastMessageAt" desc nulls first) as n
            from "Chat" c where ${where}
           order by c."lastMessageAt" desc nulls first limit ${recent + 1}
        ),`;
  const messageHits =
    recent === null
      ? // At most RANK_ALL_UP_TO messages match (the probe counted them): each finds its chat by the primary key.
        // Left to itself the planner, which takes a prefix search for thousands of matches, may hash every chat of
        // the caller for them instead (a scan of the chats: 100–300 ms at 100,000); `offset 0` keeps the lookup.
        Prisma.sql`"Message" m cross join lateral (
          select ${columns} from "Chat" c where c.id = m."chatId" and ${where} offset 0
        ) c`
      : Prisma.sql`${chats} join "Message" m on m."chatId" = c.id`;
  const hitColumns = recent === null ? Prisma.sql`c.at, c.created, c.sort` : columns;
  return Prisma.sql`
    with ${recentSql} hits as (
      select m."chatId" as id, ts_rank(m."searchVector", ${q}) as rank, ${hitColumns}
        from ${messageHits}
       where m."searchVector" @@ ${q} and ${visibleRolesSql(ctx)} and ${ACTIVE}
      union all
      select c.id, ts_rank(c."searchVector", ${q}), ${columns}
        from ${chats} where c."searchVector" @@ ${q} and ${inScope}
    ), ranked as (
      select id, max(rank) as rank, max(at) as at, max(created) as created, max(sort) as sort from hits group by id
    )
    select (select count(*) from ranked)::int as total,
           array(select r.id from ranked r order by ${orderSql(input.order)}
                  limit ${input.limit} offset ${input.offset}) as ids,
           (select count(*) from recent)::int > ${recent ?? 0} and ${recent !== null} as "leftOut"`;
}

/**
 * How many messages and chats (title, keywords, summary) match, anyone's, counted up to `cap` each: few enough, and
 * the whole search is ranked; more, and only the caller's recent chats are (the index answers this at once, and
 * reads at most `cap` rows of each table). The chats are counted only when the messages alone do not pass `cap`:
 * a common word's decision is then made by one count (PostgreSQL runs the chats' subquery only if asked for).
 */
export function matchCountSql(query: string, cap: number): Prisma.Sql {
  const q = tsQuerySql(query);
  return Prisma.sql`
    select case when x.n > ${cap} then x.n
                else x.n + (select count(*) from (select 1 from "Chat" c where c."searchVector" @@ ${q} limit ${cap + 1}) y)::int
           end as n
      from (select count(*)::int as n
              from (select 1 from "Message" m where m."searchVector" @@ ${q} and ${ACTIVE} limit ${cap + 1}) m) x`;
}
