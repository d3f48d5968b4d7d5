import { teams } from "@/lib/contracts/teams/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { deleteTeam } from "@/server/teams/delete-team";
import { getTeam } from "@/server/teams/get-team";
import { updateTeam } from "@/server/teams/update-team";

export const GET = endpoint(teams.get, (ctx, { params }) => getTeam(ctx, params.id));
export const PUT = endpoint(teams.update, (ctx, { params, body }) => updateTeam(ctx, params.id, body));
export const DELETE = endpoint(teams.remove, (ctx, { params }) => deleteTeam(ctx, params.id));
