import { listQuerySchema } from "@/lib/contracts/list-query";
import { paginateGoals } from "@/server/goals/paginate-goals";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint("POST /goals/paginate", { body: listQuerySchema }, (ctx, { body }) =>
  paginateGoals(ctx, body),
);
