import { teams } from "@/lib/contracts/teams/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { updateTeamMembers } from "@/server/teams/update-team-members";

export const PUT = endpoint(teams.updateMembers, (ctx, { params, body }) =>
  updateTeamMembers(ctx, params.id, body),
);
