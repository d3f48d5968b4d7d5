/**
 * POST /assessments/process-journals: the due journal entries of the caller's scope (visibleUsers: an athlete
 * their own, a coach the members of their teams — the chosen team when ctx.teamId is set — and themselves, an
 * admin the organisation the call acts in), at most MAX_ITEMS_PER_RUN per call.
 */
import { MAX_ITEMS_PER_RUN } from "@/lib/contracts/assessments/schemas";
import type { RequestContext } from "@/server/http/context";
import { visibleUsers } from "@/server/users/scope";
import { dueJournals } from "./due-items";
import type { AssessmentPlan } from "./run-assessments";

export function planJournalAssessments(ctx: RequestContext): Promise<AssessmentPlan> {
  return dueJournals({ organizationId: ctx.organizationId, users: visibleUsers(ctx) }, MAX_ITEMS_PER_RUN);
}
