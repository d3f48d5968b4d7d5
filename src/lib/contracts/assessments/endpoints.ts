/** Assessments (§7): assessing what is due (a stream of progress, or JSON once), and one user's chart. */

import { defineEndpoint } from "@/lib/api/define";
import {
  ASSESSMENT_EVENTS,
  processAssessmentsSchema,
  processProgressSchema,
  processResultSchema,
  progressChartResultSchema,
  progressChartSchema,
} from "@/lib/contracts/assessments/schemas";
import { assessmentsRoutes as routes } from "./routes";

const tag = "Assessments";
const runEvents = {
  [ASSESSMENT_EVENTS.progress]: processProgressSchema,
  [ASSESSMENT_EVENTS.result]: processResultSchema,
};

export const assessments = {
  processJournals: defineEndpoint(routes.processJournals, {
    rule: "anyAuthenticated",
    tag,
    summary:
      "Assess the journal entries due in the caller's scope: progress events and the result (JSON once without SSE)",
    kind: "sse",
    body: processAssessmentsSchema,
    events: runEvents,
    response: processResultSchema,
  }),
  processChats: defineEndpoint(routes.processChats, {
    rule: "anyAuthenticated",
    tag,
    summary:
      "Assess the finished chats due in the caller's scope: progress events and the result (JSON once without SSE)",
    kind: "sse",
    body: processAssessmentsSchema,
    events: runEvents,
    response: processResultSchema,
  }),
  progressChart: defineEndpoint(routes.progressChart, {
    rule: "coachesAndAdmins",
    tag,
    summary: "One user's assessment values over time, per key, in buckets of the granularity",
    kind: "json",
    body: progressChartSchema,
    response: progressChartResultSchema,
  }),
};
