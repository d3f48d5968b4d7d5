import { agentListSchema } from "@/lib/contracts/agents";
import { listAgents } from "@/server/agents/list-agents";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint("POST /agents/list", { body: agentListSchema }, (ctx, { body }) =>
  listAgents(ctx, body),
);
