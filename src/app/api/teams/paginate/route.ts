import { listQuerySchema } from "@/lib/contracts/list-query";
import { endpoint } from "@/server/http/endpoint";
import { paginateTeams } from "@/server/teams/paginate-teams";

export const POST = endpoint("POST /teams/paginate", { body: listQuerySchema }, (ctx, { body }) =>
  paginateTeams(ctx, body),
);
