import { analytics } from "@/lib/api/endpoints/analytics";
import { analyticsOverview } from "@/server/analytics/overview";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(analytics.overview, (ctx, { body }) => analyticsOverview(ctx, body));
