import { createGoalSchema } from "@/lib/contracts/goals";
import { createGoal } from "@/server/goals/create-goal";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(
  "POST /goals",
  { body: createGoalSchema },
  (ctx, { body }) => createGoal(ctx, body),
  {
    status: 201,
  },
);
