import { GOAL_PROGRESS } from "@/lib/constants";
import type { UpdateGoalInput } from "@/lib/contracts/goals/schemas";
import { GOAL_MESSAGES } from "@/lib/contracts/goals/schemas";
import { AppError } from "@/lib/errors";
import { type GoalDeadlineKind, resolveDeadlineDate } from "@/lib/goals/deadline";
import { progressChange } from "@/lib/goals/progress";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { notifyGoalCompleted } from "./announce-goal-completed";
import { findVisibleGoal, goalDetail } from "./find-goal";
import { toDbStatus } from "./goal-document";
import { publishGoalChange } from "./goal-events";
import { recordGoalProgress } from "./record-goal-progress";

function invalid(path: string, message: string): AppError {
  return new AppError("VALIDATION_ERROR", { fields: [{ path, message }] });
}

/**
 * PUT /goals/{id} — the owner, and coaches and admins whose scope holds the owner. Fields left out keep their
 * values. Progress only moves through recordGoalProgress: `note` adds that note; `progress` adds a note of the
 * difference (none when unchanged). Status: completed sets completedDate and brings progress to 100 with a note
 * saying so (a goal is never "completed at 0 %"), any other status clears it; every transition is allowed (§4
 * shows none). Changing the deadline kind or startDate recomputes a
 * non-custom deadlineDate in the caller's timezone.
 */
export async function updateGoal(ctx: RequestContext, id: string, input: UpdateGoalInput) {
  const goal = await findVisibleGoal(ctx, id);
  const { note, progress, status, deadline, startDate, deadlineDate, ...fields } = input;

  const kind = (deadline ?? goal.deadline) as GoalDeadlineKind | null;
  const start = startDate ?? goal.startDate ?? goal.createdAt;
  const dates: Record<string, Date | null> = {};
  if (startDate !== undefined) dates.startDate = startDate;
  if (deadline !== undefined || startDate !== undefined || deadlineDate !== undefined) {
    const given = deadlineDate === undefined ? goal.deadlineDate : deadlineDate;
    if (kind === "custom" && !given) throw invalid("deadlineDate", GOAL_MESSAGES.deadlineDateRequired);
    const next = resolveDeadlineDate(kind, start, given, ctx.timezone);
    if (next && next < start) throw invalid("deadlineDate", GOAL_MESSAGES.deadlineBeforeStart);
    dates.deadlineDate = next;
  }

  const completedNow = await db.$transaction(async (tx) => {
    if (note) {
      await recordGoalProgress(
        {
          goalId: id,
          progressedValue: note.progressedValue,
          title: note.title || null,
          justification: note.justification || null,
          updatedById: ctx.user._id,
        },
        tx,
      );
    } else if (progress !== undefined && progress !== goal.progress) {
      await recordGoalProgress(
        {
          goalId: id,
          progressedValue: progressChange(goal.progress, progress),
          updatedById: ctx.user._id,
        },
        tx,
      );
    }
    // Read after the note: reaching 100 may have completed the goal.
    let current = await tx.goal.findUniqueOrThrow({
      where: { id },
      select: { status: true, progress: true },
    });
    if (status === "completed" && current.progress < GOAL_PROGRESS.max) {
      await recordGoalProgress(
        {
          goalId: id,
          progressedValue: GOAL_PROGRESS.max - current.progress,
          title: GOAL_MESSAGES.markedCompleted,
          updatedById: ctx.user._id,
        },
        tx,
      );
      current = await tx.goal.findUniqueOrThrow({ where: { id }, select: { status: true, progress: true } });
    }
    const statusWrites: Record<string, unknown> = {};
    if (status !== undefined) {
      statusWrites.status = toDbStatus(status);
      if (status !== "completed") statusWrites.completedDate = null;
      else if (current.status !== "completed") statusWrites.completedDate = new Date();
    }
    await tx.goal.update({
      where: { id },
      data: {
        ...fields,
        ...(deadline !== undefined ? { deadline } : {}),
        ...dates,
        ...statusWrites,
        updatedById: ctx.user._id,
      },
    });
    const finalStatus = statusWrites.status ?? current.status;
    return goal.status !== "completed" && finalStatus === "completed";
  });
  publishGoalChange({
    type: note || progress !== undefined ? "progress" : "updated",
    goalId: id,
    userId: goal.userId,
  });
  // The owner hears of a completion (by status or by progress reaching 100) once it is committed.
  if (completedNow) await notifyGoalCompleted(id, ctx.user._id);
  return goalDetail(id);
}
