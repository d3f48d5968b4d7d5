import type { ListQuery } from "@/lib/contracts/list-query";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { paginate } from "@/server/list/paginate";
import { type AgentRow, agentDocumentFor, agentInclude } from "./agent-document";
import { agentsListSpec } from "./list-spec";
import { visibleAgents } from "./scope";

/** POST /agents/paginate: the agents of the organisation the caller acts in. */
export function paginateAgents(ctx: RequestContext, query: ListQuery) {
  return paginate(db.agent, query, agentsListSpec, {
    scope: visibleAgents(ctx),
    include: agentInclude,
    toDoc: (row) => agentDocumentFor(ctx, row as unknown as AgentRow),
  });
}
