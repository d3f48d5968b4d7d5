import { createAgentSchema } from "@/lib/contracts/agents";
import { createAgent } from "@/server/agents/create-agent";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(
  "POST /agents",
  { body: createAgentSchema },
  (ctx, { body }) => createAgent(ctx, body),
  {
    status: 201,
  },
);
