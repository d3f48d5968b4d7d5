import { goals } from "@/lib/contracts/goals/endpoints";
import { paginateGoals } from "@/server/goals/paginate-goals";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(goals.paginate, (ctx, { body }) => paginateGoals(ctx, body));
