import { teams } from "@/lib/api/endpoints/teams";
import { endpoint } from "@/server/http/endpoint";
import { paginateTeams } from "@/server/teams/paginate-teams";

export const POST = endpoint(teams.paginate, (ctx, { body }) => paginateTeams(ctx, body));
