import { agents } from "@/lib/contracts/agents/endpoints";
import { deleteAgent } from "@/server/agents/delete-agent";
import { getAgent } from "@/server/agents/get-agent";
import { updateAgent } from "@/server/agents/update-agent";
import { endpoint } from "@/server/http/endpoint";

export const GET = endpoint(agents.get, (ctx, { params }) => getAgent(ctx, params.id));
export const PUT = endpoint(agents.update, (ctx, { params, body }) => updateAgent(ctx, params.id, body));
export const DELETE = endpoint(agents.remove, (ctx, { params }) => deleteAgent(ctx, params.id));
