import { idParams } from "@/lib/contracts/common";
import { updateTeamSchema } from "@/lib/contracts/teams";
import { endpoint } from "@/server/http/endpoint";
import { deleteTeam } from "@/server/teams/delete-team";
import { getTeam } from "@/server/teams/get-team";
import { updateTeam } from "@/server/teams/update-team";

export const GET = endpoint("GET /teams/{id}", { params: idParams }, (ctx, { params }) =>
  getTeam(ctx, params.id),
);

export const PUT = endpoint(
  "PUT /teams/{id}",
  { params: idParams, body: updateTeamSchema },
  (ctx, { params, body }) => updateTeam(ctx, params.id, body),
);

export const DELETE = endpoint("DELETE /teams/{id}", { params: idParams }, (ctx, { params }) =>
  deleteTeam(ctx, params.id),
);
