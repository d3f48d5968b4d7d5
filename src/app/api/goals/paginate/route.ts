import { goals } from "@/lib/api/endpoints/goals";
import { paginateGoals } from "@/server/goals/paginate-goals";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(goals.paginate, (ctx, { body }) => paginateGoals(ctx, body));
