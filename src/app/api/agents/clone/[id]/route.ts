import { cloneAgentSchema } from "@/lib/contracts/agents";
import { idParams } from "@/lib/contracts/common";
import { cloneAgent } from "@/server/agents/clone-agent";
import { endpoint } from "@/server/http/endpoint";

/** The body is optional: an empty one clones as is. */
export const POST = endpoint(
  "POST /agents/clone/{id}",
  { params: idParams, body: cloneAgentSchema },
  (ctx, { params, body }) => cloneAgent(ctx, params.id, body),
  { status: 201 },
);
