/**
 * GET /goals/stream-list: the caller's own goals, live. On connect the first page (newest first, PAGE_SIZE or
 * `limit`, optionally one `status`) as a `goals` event; then the page again whenever one of the caller's goals is
 * created, updated, deleted or gets a progress note.
 */
import { PAGE_SIZE } from "@/lib/constants";
import { GOAL_STREAM_EVENTS, type GoalStreamQuery } from "@/lib/contracts/goals/schemas";
import type { RequestContext } from "@/server/http/context";
import { liveSnapshot } from "@/server/http/live-snapshot";
import type { StreamWriter } from "@/server/http/sse";
import { goalEvents, goalsChannel } from "./goal-events";
import { paginateGoals } from "./paginate-goals";

/** The page the stream sends: the caller's own goals, newest first. Also the answer to a plain JSON request. */
export function currentGoals(ctx: RequestContext, query: GoalStreamQuery) {
  return paginateGoals(ctx, {
    page: 1,
    limit: query.limit ?? PAGE_SIZE,
    filters: { user: ctx.user._id, ...(query.status ? { status: query.status } : {}) },
  });
}

export async function streamGoals(ctx: RequestContext, query: GoalStreamQuery): Promise<StreamWriter> {
  const userId = ctx.user._id;
  return liveSnapshot(GOAL_STREAM_EVENTS.goals, () => currentGoals(ctx, query), [
    (onChange) => goalEvents().subscribe(goalsChannel(userId), () => onChange()),
  ]);
}
