import { goals } from "@/lib/contracts/goals/endpoints";
import { deleteGoal } from "@/server/goals/delete-goal";
import { getGoal } from "@/server/goals/get-goal";
import { updateGoal } from "@/server/goals/update-goal";
import { endpoint } from "@/server/http/endpoint";

export const GET = endpoint(goals.get, (ctx, { params }) => getGoal(ctx, params.id));
export const PUT = endpoint(goals.update, (ctx, { params, body }) => updateGoal(ctx, params.id, body));
export const DELETE = endpoint(goals.remove, (ctx, { params }) => deleteGoal(ctx, params.id));
