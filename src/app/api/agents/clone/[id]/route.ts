import { agents } from "@/lib/contracts/agents/endpoints";
import { cloneAgent } from "@/server/agents/clone-agent";
import { endpoint } from "@/server/http/endpoint";

/** The body is optional: an empty one clones as is. */
export const POST = endpoint(agents.clone, (ctx, { params, body }) => cloneAgent(ctx, params.id, body));
