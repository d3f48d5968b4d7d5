import { assessments } from "@/lib/contracts/assessments/endpoints";
import { assessmentEndpoint } from "@/server/assessments/assessment-endpoint";
import { planChatAssessments } from "@/server/assessments/process-chats";

// A stream may run this long on a serverless host (a literal: Next reads it without running the file); clients
// reconnect after it (EventSource does by itself) and re-attach to what still runs.
export const maxDuration = 300;

export const POST = assessmentEndpoint(assessments.processChats, (ctx) => planChatAssessments(ctx));
