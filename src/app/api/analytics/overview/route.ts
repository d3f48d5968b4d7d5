import { analytics } from "@/lib/contracts/analytics/endpoints";
import { analyticsOverview } from "@/server/analytics/overview";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(analytics.overview, (ctx, { body }) => analyticsOverview(ctx, body));
