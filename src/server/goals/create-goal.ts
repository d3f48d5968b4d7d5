import { GOAL_PROGRESS } from "@/lib/constants";
import type { CreateGoalInput } from "@/lib/contracts/goals/schemas";
import { GOAL_MESSAGES } from "@/lib/contracts/goals/schemas";
import { resolveDeadlineDate } from "@/lib/goals/deadline";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { findGoalOwner, goalDetail } from "./find-goal";
import { toDbStatus } from "./goal-document";
import { publishGoalChange } from "./goal-events";
import { recordGoalProgress } from "./record-goal-progress";

/**
 * POST /goals — an athlete for themselves; a coach or admin also for a user they may see (`user`). The goal
 * belongs to the organisation the call acts in. startDate defaults to now; deadlineDate is computed from the
 * deadline kind in the caller's timezone (given only for custom). A starting progress above 0 is recorded as a
 * first progress note, so every change of progress has a note; a goal created completed starts at 100 %.
 */
export async function createGoal(ctx: RequestContext, input: CreateGoalInput) {
  const { user, progress, status, startDate, deadlineDate, deadline, ...fields } = input;
  const ownerId = user ? (await findGoalOwner(ctx, user)).id : ctx.user._id;
  const start = startDate ?? new Date();
  const completed = status === "completed";
  const id = await db.$transaction(async (tx) => {
    const row = await tx.goal.create({
      data: {
        ...fields,
        deadline: deadline ?? null,
        startDate: start,
        deadlineDate: resolveDeadlineDate(deadline, start, deadlineDate, ctx.timezone),
        status: toDbStatus(status),
        completedDate: completed ? new Date() : null,
        progress: 0,
        userId: ownerId,
        organizationId: ctx.organizationId,
        createdById: ctx.user._id,
        updatedById: ctx.user._id,
      },
      select: { id: true },
    });
    const starting = completed ? GOAL_PROGRESS.max : progress;
    if (starting > 0) {
      const title = completed && progress < starting ? GOAL_MESSAGES.markedCompleted : null;
      await recordGoalProgress(
        { goalId: row.id, progressedValue: starting, title, updatedById: ctx.user._id },
        tx,
      );
    }
    return row.id;
  });
  publishGoalChange({ type: "created", goalId: id, userId: ownerId });
  return goalDetail(id);
}
