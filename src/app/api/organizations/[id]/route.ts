import { organizations } from "@/lib/contracts/organizations/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { deleteOrganization } from "@/server/organizations/delete-organization";
import { getOrganization } from "@/server/organizations/get-organization";
import { updateOrganization } from "@/server/organizations/update-organization";

export const GET = endpoint(organizations.get, (ctx, { params }) => getOrganization(ctx, params.id));
export const PUT = endpoint(organizations.update, (ctx, { params, body }) =>
  updateOrganization(ctx, params.id, body),
);
export const DELETE = endpoint(organizations.remove, (ctx, { params }) => deleteOrganization(ctx, params.id));
