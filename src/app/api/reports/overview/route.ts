import { reports } from "@/lib/contracts/reports/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { reportsOverview } from "@/server/reports/reports-overview";

export const POST = endpoint(reports.overview, (ctx, { body }) => reportsOverview(ctx, body));
