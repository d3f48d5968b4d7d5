/**
 * Who may see whose goals (§6, issue 6): always inside the organisation the call acts in; an athlete their own,
 * a coach their own and those of their teams' users, an admin the whole organisation — the users of
 * visibleUsers (src/server/users/scope.ts). Anything else answers 404 "Goal not found", like a missing id.
 */
import type { Prisma } from "@/generated/prisma/client";
import type { RequestContext } from "@/server/http/context";
import { visibleUsers } from "@/server/users/scope";

/** The goals the caller may read and manage. */
export function visibleGoals(ctx: RequestContext): Prisma.GoalWhereInput {
  return { organizationId: ctx.organizationId, user: visibleUsers(ctx) };
}
