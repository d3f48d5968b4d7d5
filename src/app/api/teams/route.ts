import { teams } from "@/lib/api/endpoints/teams";
import { endpoint } from "@/server/http/endpoint";
import { createTeam } from "@/server/teams/create-team";

export const POST = endpoint(teams.create, (ctx, { body }) => createTeam(ctx, body));
