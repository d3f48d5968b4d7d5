import { agents } from "@/lib/contracts/agents/endpoints";
import { paginateAgents } from "@/server/agents/paginate-agents";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(agents.paginate, (ctx, { body }) => paginateAgents(ctx, body));
