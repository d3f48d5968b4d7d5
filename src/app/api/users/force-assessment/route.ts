import { users } from "@/lib/contracts/users/endpoints";
import { assessmentEndpoint } from "@/server/assessments/assessment-endpoint";
import { planForceAssessment } from "@/server/assessments/force-assessment";

// A stream may run this long on a serverless host (a literal: Next reads it without running the file); clients
// reconnect after it (EventSource does by itself) and re-attach to what still runs.
export const maxDuration = 300;

export const POST = assessmentEndpoint(users.forceAssessment, (ctx, { body }) =>
  planForceAssessment(ctx, body.userId),
);
