import { progressChartSchema } from "@/lib/contracts/assessments";
import { progressChart } from "@/server/assessments/progress-chart";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(
  "POST /assessments/progress-assessments-chart",
  { body: progressChartSchema },
  (ctx, { body }) => progressChart(ctx, body),
);
