/**
 * POST /assessments/process-chats: the due chats (closed agent chats with user messages, shouldAssess, not
 * assessed) of the caller's scope (visibleUsers, as for journals), at most MAX_ITEMS_PER_RUN per call.
 */
import { MAX_ITEMS_PER_RUN } from "@/lib/contracts/assessments/schemas";
import type { RequestContext } from "@/server/http/context";
import { visibleUsers } from "@/server/users/scope";
import { dueChats } from "./due-items";
import type { AssessmentPlan } from "./run-assessments";

export function planChatAssessments(ctx: RequestContext): Promise<AssessmentPlan> {
  return dueChats({ organizationId: ctx.organizationId, users: visibleUsers(ctx) }, MAX_ITEMS_PER_RUN);
}
