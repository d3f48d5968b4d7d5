import { reportsQuerySchema } from "@/lib/contracts/reports";
import { endpoint } from "@/server/http/endpoint";
import { reportsOverview } from "@/server/reports/reports-overview";

export const POST = endpoint("POST /reports/overview", { body: reportsQuerySchema }, (ctx, { body }) =>
  reportsOverview(ctx, body),
);
