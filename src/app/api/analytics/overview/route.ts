import { analyticsQuerySchema } from "@/lib/contracts/analytics";
import { analyticsOverview } from "@/server/analytics/overview";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint("POST /analytics/overview", { body: analyticsQuerySchema }, (ctx, { body }) =>
  analyticsOverview(ctx, body),
);
