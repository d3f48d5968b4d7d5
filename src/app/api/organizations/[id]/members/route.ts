import { idParams, membersSchema } from "@/lib/contracts/common";
import { endpoint } from "@/server/http/endpoint";
import { updateOrganizationMembers } from "@/server/organizations/update-organization-members";

export const PUT = endpoint(
  "PUT /organizations/{id}/members",
  { params: idParams, body: membersSchema },
  (ctx, { params, body }) => updateOrganizationMembers(ctx, params.id, body),
);
