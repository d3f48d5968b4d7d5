import { assessments } from "@/lib/contracts/assessments/endpoints";
import { progressChart } from "@/server/assessments/progress-chart";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(assessments.progressChart, (ctx, { body }) => progressChart(ctx, body));
