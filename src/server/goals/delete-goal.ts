import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { findVisibleGoal } from "./find-goal";
import { goalDocument, goalInclude } from "./goal-document";
import { publishGoalChange } from "./goal-events";

/**
 * DELETE /goals/{id} — whoever may manage the goal (the owner; coaches and admins in scope). Its notes go with it.
 * Answers the deleted document.
 */
export async function deleteGoal(ctx: RequestContext, id: string) {
  await findVisibleGoal(ctx, id);
  const row = await db.goal.delete({ where: { id }, include: goalInclude });
  publishGoalChange({ type: "deleted", goalId: row.id, userId: row.userId });
  return goalDocument(row);
}
