/**
 * Who may see whose goals (§6, issue 6): always inside the organisation the call acts in; an athlete their own,
 * a coach their own and those of their teams' users, an admin the whole organisation — the users of
 * visibleUsers (src/server/users/visibility.ts). Anything else answers 404 "Goal not found", like a missing id.
 */
import { notFound } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { visibleUser, visibleUsers } from "@/server/users/visibility";
import { goalDocument, goalInclude } from "./goal-document";

/** The goals the caller may read and manage, as a Prisma where-clause. */
export function visibleGoals(ctx: RequestContext): Record<string, unknown> {
  return { organizationId: ctx.organizationId, user: visibleUsers(ctx) };
}

export async function findVisibleGoal(ctx: RequestContext, id: string) {
  const goal = await db.goal.findFirst({ where: { AND: [visibleGoals(ctx), { id }] } });
  if (!goal) throw notFound("Goal");
  return goal;
}

/** A user the caller may set a goal for (themselves, or a user in their scope); 404 "User not found" else. */
export async function findGoalOwner(ctx: RequestContext, userId: string) {
  const user = await db.user.findFirst({ where: visibleUser(ctx, userId), select: { id: true } });
  if (!user) throw notFound("User");
  return user;
}

export async function goalDetail(id: string) {
  return goalDocument(await db.goal.findUniqueOrThrow({ where: { id }, include: goalInclude }));
}
