import { teams } from "@/lib/contracts/teams/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { createTeam } from "@/server/teams/create-team";

export const POST = endpoint(teams.create, (ctx, { body }) => createTeam(ctx, body));
