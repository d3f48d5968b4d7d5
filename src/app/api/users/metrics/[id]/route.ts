import { users } from "@/lib/contracts/users/endpoints";
import { userMetrics } from "@/server/analytics/user-metrics";
import { endpoint } from "@/server/http/endpoint";

export const GET = endpoint(users.metrics, (ctx, { params }) => userMetrics(ctx, params.id));
