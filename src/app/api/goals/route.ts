import { goals } from "@/lib/contracts/goals/endpoints";
import { createGoal } from "@/server/goals/create-goal";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(goals.create, (ctx, { body }) => createGoal(ctx, body));
