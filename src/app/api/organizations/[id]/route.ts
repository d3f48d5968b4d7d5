import { idParams } from "@/lib/contracts/common";
import { updateOrganizationSchema } from "@/lib/contracts/organizations";
import { endpoint } from "@/server/http/endpoint";
import { deleteOrganization } from "@/server/organizations/delete-organization";
import { getOrganization } from "@/server/organizations/get-organization";
import { updateOrganization } from "@/server/organizations/update-organization";

export const GET = endpoint("GET /organizations/{id}", { params: idParams }, (ctx, { params }) =>
  getOrganization(ctx, params.id),
);

export const PUT = endpoint(
  "PUT /organizations/{id}",
  { params: idParams, body: updateOrganizationSchema },
  (ctx, { params, body }) => updateOrganization(ctx, params.id, body),
);

export const DELETE = endpoint("DELETE /organizations/{id}", { params: idParams }, (ctx, { params }) =>
  deleteOrganization(ctx, params.id),
);
