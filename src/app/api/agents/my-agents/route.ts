import { agents } from "@/lib/contracts/agents/endpoints";
import { myAgents } from "@/server/agents/my-agents";
import { endpoint } from "@/server/http/endpoint";

export const GET = endpoint(agents.myAgents, (ctx) => myAgents(ctx));
