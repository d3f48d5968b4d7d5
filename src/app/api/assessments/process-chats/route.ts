import { processAssessmentsSchema } from "@/lib/contracts/assessments";
import { assessmentEndpoint } from "@/server/assessments/assessment-endpoint";
import { planChatAssessments } from "@/server/assessments/process-chats";

export const POST = assessmentEndpoint(
  "POST /assessments/process-chats",
  { body: processAssessmentsSchema },
  (ctx) => planChatAssessments(ctx),
);
