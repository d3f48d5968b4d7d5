import { idParams } from "@/lib/contracts/common";
import { updateResourceBodySchema } from "@/lib/contracts/resources";
import { endpoint } from "@/server/http/endpoint";
import { getResource } from "@/server/resources/read-resources";
import { deleteResource, updateResource } from "@/server/resources/write-resources";

export const GET = endpoint("GET /resources/{id}", { params: idParams }, (ctx, { params }) =>
  getResource(ctx, params.id),
);

export const PUT = endpoint(
  "PUT /resources/{id}",
  { params: idParams, body: updateResourceBodySchema },
  (ctx, { params, body }) => updateResource(ctx, params.id, body),
);

export const DELETE = endpoint("DELETE /resources/{id}", { params: idParams }, (ctx, { params }) =>
  deleteResource(ctx, params.id),
);
