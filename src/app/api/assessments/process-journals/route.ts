import { processAssessmentsSchema } from "@/lib/contracts/assessments";
import { assessmentEndpoint } from "@/server/assessments/assessment-endpoint";
import { planJournalAssessments } from "@/server/assessments/process-journals";

export const POST = assessmentEndpoint(
  "POST /assessments/process-journals",
  { body: processAssessmentsSchema },
  (ctx) => planJournalAssessments(ctx),
);
