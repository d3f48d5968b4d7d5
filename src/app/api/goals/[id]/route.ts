import { idParams } from "@/lib/contracts/common";
import { updateGoalSchema } from "@/lib/contracts/goals";
import { deleteGoal } from "@/server/goals/delete-goal";
import { getGoal } from "@/server/goals/get-goal";
import { updateGoal } from "@/server/goals/update-goal";
import { endpoint } from "@/server/http/endpoint";

export const GET = endpoint("GET /goals/{id}", { params: idParams }, (ctx, { params }) =>
  getGoal(ctx, params.id),
);

export const PUT = endpoint(
  "PUT /goals/{id}",
  { params: idParams, body: updateGoalSchema },
  (ctx, { params, body }) => updateGoal(ctx, params.id, body),
);

export const DELETE = endpoint("DELETE /goals/{id}", { params: idParams }, (ctx, { params }) =>
  deleteGoal(ctx, params.id),
);
