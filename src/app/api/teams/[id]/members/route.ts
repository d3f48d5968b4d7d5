import { idParams, membersSchema } from "@/lib/contracts/common";
import { endpoint } from "@/server/http/endpoint";
import { updateTeamMembers } from "@/server/teams/update-team-members";

export const PUT = endpoint(
  "PUT /teams/{id}/members",
  { params: idParams, body: membersSchema },
  (ctx, { params, body }) => updateTeamMembers(ctx, params.id, body),
);
