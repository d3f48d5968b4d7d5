import { listQuerySchema } from "@/lib/contracts/list-query";
import { paginateAgents } from "@/server/agents/paginate-agents";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint("POST /agents/paginate", { body: listQuerySchema }, (ctx, { body }) =>
  paginateAgents(ctx, body),
);
