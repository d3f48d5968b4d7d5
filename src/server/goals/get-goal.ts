import type { RequestContext } from "@/server/http/context";
import { findVisibleGoal, goalDetail } from "./find-goal";

/** GET /goals/{id} — the owner, and coaches and admins whose scope holds the owner. */
export async function getGoal(ctx: RequestContext, id: string) {
  const goal = await findVisibleGoal(ctx, id);
  return goalDetail(goal.id);
}
