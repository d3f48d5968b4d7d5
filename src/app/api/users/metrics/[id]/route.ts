import { users } from "@/lib/api/endpoints/users";
import { userMetrics } from "@/server/analytics/user-metrics";
import { endpoint } from "@/server/http/endpoint";

export const GET = endpoint(users.metrics, (ctx, { params }) => userMetrics(ctx, params.id));
