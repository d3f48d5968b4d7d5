/** One goal, or the owner of a new one, within the caller's scope (scope.ts); 404 otherwise, like a missing id. */
import { notFound } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { findVisibleUser } from "@/server/users/find-visible-user";
import { goalDocument, goalInclude } from "./goal-document";
import { visibleGoals } from "./scope";

export async function findVisibleGoal(ctx: RequestContext, id: string) {
  const goal = await db.goal.findFirst({ where: { AND: [visibleGoals(ctx), { id }] } });
  if (!goal) throw notFound("Goal");
  return goal;
}

/** A user the caller may set a goal for (themselves, or a user in their scope); 404 "User not found" else. */
export async function findGoalOwner(ctx: RequestContext, userId: string) {
  const user = await findVisibleUser(ctx, userId);
  if (!user) throw notFound("User");
  return user;
}

export async function goalDetail(id: string) {
  return goalDocument(await db.goal.findUniqueOrThrow({ where: { id }, include: goalInclude }));
}
