import { myAgents } from "@/server/agents/my-agents";
import { endpoint } from "@/server/http/endpoint";

export const GET = endpoint("GET /agents/my-agents", {}, (ctx) => myAgents(ctx));
