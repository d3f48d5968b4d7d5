/**
 * POST /users/force-assessment {userId} (coaches and admins): every not-yet-assessed, non-draft journal entry and
 * every closed chat with user messages of that user, whatever shouldAssess says, journals first. The user must be
 * one the caller may see (visibleUser) in the organisation the call acts in; anyone else is 'User not found'.
 */
import { MAX_ITEMS_PER_RUN } from "@/lib/contracts/assessments/schemas";
import { notFound } from "@/lib/errors";
import type { RequestContext } from "@/server/http/context";
import { findVisibleUser } from "@/server/users/find-visible-user";
import { dueChats, dueJournals } from "./due-items";
import type { AssessmentPlan } from "./run-assessments";

export async function planForceAssessment(ctx: RequestContext, userId: string): Promise<AssessmentPlan> {
  const user = await findVisibleUser(ctx, userId);
  if (!user) throw notFound("User");
  const filter = { organizationId: ctx.organizationId, users: { id: user.id }, force: true };
  const journals = await dueJournals(filter, MAX_ITEMS_PER_RUN);
  const chats = await dueChats(filter, MAX_ITEMS_PER_RUN - journals.items.length);
  return {
    items: [...journals.items, ...chats.items],
    remaining: journals.remaining + chats.remaining,
  };
}
