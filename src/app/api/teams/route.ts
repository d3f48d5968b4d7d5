import { createTeamSchema } from "@/lib/contracts/teams";
import { endpoint } from "@/server/http/endpoint";
import { createTeam } from "@/server/teams/create-team";

export const POST = endpoint(
  "POST /teams",
  { body: createTeamSchema },
  (ctx, { body }) => createTeam(ctx, body),
  {
    status: 201,
  },
);
