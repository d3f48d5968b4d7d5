import { organizations } from "@/lib/contracts/organizations/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { updateOrganizationMembers } from "@/server/users/update-organization-members";

export const PUT = endpoint(organizations.updateMembers, (ctx, { params, body }) =>
  updateOrganizationMembers(ctx, params.id, body),
);
