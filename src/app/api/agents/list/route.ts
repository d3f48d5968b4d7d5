import { agents } from "@/lib/contracts/agents/endpoints";
import { listAgents } from "@/server/agents/list-agents";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(agents.list, (ctx, { body }) => listAgents(ctx, body));
