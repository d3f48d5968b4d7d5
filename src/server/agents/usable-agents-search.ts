import type { ListQuery } from "@/lib/contracts/list-query";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { buildSearch } from "@/server/list/list-spec";
import { agentsListSpec } from "./list-spec";
import { usableAgents } from "./scope";

/**
 * The first `limit` agents the caller may chat with (usableAgents, as GET /agents/my-agents) that match the
 * query's search, by name: for the global search (src/server/search), where a non-administrator finds the agents
 * they may start a chat with.
 */
export function searchUsableAgents(
  ctx: RequestContext,
  query: ListQuery,
  limit: number,
): Promise<{ id: string; name: string; description: string | null }[]> {
  return db.agent.findMany({
    where: { AND: [usableAgents(ctx), buildSearch(query, agentsListSpec) ?? {}] },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    take: limit,
    select: { id: true, name: true, description: true },
  });
}
