import { users } from "@/lib/api/endpoints/users";
import { endpoint } from "@/server/http/endpoint";
import { userMetrics } from "@/server/analytics/user-metrics";

export const GET = endpoint(users.metrics, (ctx, { params }) => userMetrics(ctx, params.id));
