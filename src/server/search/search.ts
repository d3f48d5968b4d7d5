/**
 * GET /search: the command palette's global search. Each kind is answered by the list service of that kind, so it
 * is scoped exactly as the caller's list (§6); a hit whose page the caller may not open is left out, so the
 * palette never leads to /403 (an athlete's users search finds only themselves, whose user page is not theirs).
 */
import {
  SEARCH_KINDS,
  SEARCH_LABELS,
  type SearchHit,
  type SearchKind,
  type SearchQuery,
  type SearchResult,
} from "@/lib/contracts/search/schemas";
import { canOpen } from "@/lib/routes";
import type { RequestContext } from "@/server/http/context";
import { searchAgents, searchTeams, searchUsers } from "./people-searchers";
import { searchChats, searchGoals, searchJournals } from "./record-searchers";

type Searcher = (ctx: RequestContext, q: string, limit: number) => Promise<SearchHit[]>;

const SEARCHERS: Record<SearchKind, Searcher> = {
  chats: searchChats,
  goals: searchGoals,
  journals: searchJournals,
  users: searchUsers,
  teams: searchTeams,
  agents: searchAgents,
};

export async function search(ctx: RequestContext, query: SearchQuery): Promise<SearchResult> {
  const found = await Promise.all(
    SEARCH_KINDS.map(async (kind) => ({ kind, hits: await SEARCHERS[kind](ctx, query.q, query.limit) })),
  );
  const groups = found
    .map(({ kind, hits }) => ({
      kind,
      label: SEARCH_LABELS[kind],
      hits: hits.filter((hit) => canOpen(hit.href, ctx.user)),
    }))
    .filter((group) => group.hits.length > 0);
  return { query: query.q, groups };
}
