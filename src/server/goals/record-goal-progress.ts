import { GOAL_PROGRESS } from "@/lib/constants";
import { notFound } from "@/lib/errors";
import { nextGoalProgress } from "@/lib/goals/progress";
import type { DbTransaction } from "@/server/db";

export interface GoalProgressInput {
  goalId: string;
  progressedValue: number;
  title?: string | null;
  justification?: string | null;
  fromChatId?: string | null;
  fromJournalId?: string | null;
  /** Who caused the change (the goal's updatedBy). */
  updatedById?: string | null;
}

/**
 * Adds a goal note and moves the goal's progress by its progressedValue, recording the progress before and after.
 * The goal row is locked first, so two notes at once both count. The note keeps the change actually made (−50 at
 * 25 % moves 25 points and says so), so notes add up to the bar. Reaching 100 completes an in-progress goal
 * (completedDate set); falling below 100 reopens a completed one, so status and bar never disagree.
 * It runs inside the caller's transaction, and announces nothing: only the caller knows when that commits, so it
 * calls publishGoalChange (goal-events.ts) afterwards, and notifyGoalCompleted when the answer's completesGoal is
 * true.
 */
export async function recordGoalProgress(input: GoalProgressInput, tx: DbTransaction) {
  const [goal] = await tx.$queryRaw<{ progress: number; status: string }[]>`
    SELECT progress, status::text AS status FROM "Goal" WHERE id = ${input.goalId} FOR UPDATE`;
  if (!goal) throw notFound("Goal");
  const progress = nextGoalProgress(goal.progress, input.progressedValue);
  const completes = progress === GOAL_PROGRESS.max && goal.status === "in-progress";
  const reopens = progress < GOAL_PROGRESS.max && goal.status === "completed";
  const note = await tx.goalNote.create({
    data: {
      goalId: input.goalId,
      title: input.title ?? null,
      justification: input.justification ?? null,
      previousProgress: goal.progress,
      progress,
      progressedValue: progress - goal.progress,
      fromChatId: input.fromChatId ?? null,
      fromJournalId: input.fromJournalId ?? null,
    },
  });
  await tx.goal.update({
    where: { id: input.goalId },
    data: {
      progress,
      ...(completes ? { status: "completed", completedDate: new Date() } : {}),
      ...(reopens ? { status: "in_progress", completedDate: null } : {}),
      ...(input.updatedById ? { updatedById: input.updatedById } : {}),
    },
  });
  return { ...note, completesGoal: completes };
}
