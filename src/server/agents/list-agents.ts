import type { AgentListInput } from "@/lib/contracts/agents/schemas";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { buildFilters, buildOrderBy } from "@/server/list/list-spec";
import { agentDocumentFor, agentInclude } from "./agent-document";
import { agentsListSpec } from "./list-spec";
import { visibleAgents } from "./scope";

/**
 * POST /agents/list (§3 "Agent list request"): the same agents as paginate, filtered and sorted by the same
 * rules, as a plain array without paging (an organisation has a handful of agents, not thousands).
 */
export async function listAgents(ctx: RequestContext, input: AgentListInput) {
  const query = { ...input, page: 1, limit: 1 };
  const rows = await db.agent.findMany({
    where: { AND: [visibleAgents(ctx), ...buildFilters(input.filters, agentsListSpec)] },
    orderBy: buildOrderBy(query, agentsListSpec),
    include: agentInclude,
  });
  return rows.map((row) => agentDocumentFor(ctx, row));
}
