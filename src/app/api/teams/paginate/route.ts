import { teams } from "@/lib/contracts/teams/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { paginateTeams } from "@/server/teams/paginate-teams";

export const POST = endpoint(teams.paginate, (ctx, { body }) => paginateTeams(ctx, body));
