import { updateAgentSchema } from "@/lib/contracts/agents";
import { idParams } from "@/lib/contracts/common";
import { deleteAgent } from "@/server/agents/delete-agent";
import { getAgent } from "@/server/agents/get-agent";
import { updateAgent } from "@/server/agents/update-agent";
import { endpoint } from "@/server/http/endpoint";

export const GET = endpoint("GET /agents/{id}", { params: idParams }, (ctx, { params }) =>
  getAgent(ctx, params.id),
);

export const PUT = endpoint(
  "PUT /agents/{id}",
  { params: idParams, body: updateAgentSchema },
  (ctx, { params, body }) => updateAgent(ctx, params.id, body),
);

export const DELETE = endpoint("DELETE /agents/{id}", { params: idParams }, (ctx, { params }) =>
  deleteAgent(ctx, params.id),
);
