import { forceAssessmentSchema } from "@/lib/contracts/assessments";
import { assessmentEndpoint } from "@/server/assessments/assessment-endpoint";
import { planForceAssessment } from "@/server/assessments/force-assessment";

export const POST = assessmentEndpoint(
  "POST /users/force-assessment",
  { body: forceAssessmentSchema },
  (ctx, { body }) => planForceAssessment(ctx, body.userId),
);
