import { agents } from "@/lib/contracts/agents/endpoints";
import { createAgent } from "@/server/agents/create-agent";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(agents.create, (ctx, { body }) => createAgent(ctx, body));
