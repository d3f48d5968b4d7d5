import { GOAL_PROGRESS } from "@/lib/constants";
import { notFound } from "@/lib/errors";
import { nextGoalProgress } from "@/lib/goals/progress";
import { type DbTransaction, db } from "@/server/db";
import { publishGoalChange } from "./goal-events";

/** The arithmetic lives in src/lib/goals/progress.ts (pure, unit-tested); re-exported for existing callers. */
export { nextGoalProgress };

export interface GoalProgressInput {
  goalId: string;
  progressedValue: number;
  title?: string | null;
  justification?: string | null;
  fromChatId?: string | null;
  fromJournalId?: string | null;
  /** Who caused the change (the goal's updatedBy). */
  updatedById?: string | null;
  /**
   * Announce the change on the goals channel (GET /goals/stream-list) once our own transaction commits, default
   * true. Inside a caller's transaction nothing is announced: only the caller knows when it commits, so it calls
   * publishGoalChange itself afterwards.
   */
  publish?: boolean;
}

/**
 * Adds a goal note and moves the goal's progress by its progressedValue, recording the progress before and after.
 * The goal row is locked first, so two notes at once both count. Reaching 100 completes an in-progress goal
 * (completedDate set); the status is otherwise left to the user.
 */
export async function recordGoalProgress(input: GoalProgressInput, tx?: DbTransaction) {
  const run = async (t: DbTransaction) => {
    const [goal] = await t.$queryRaw<{ progress: number; status: string; userId: string }[]>`
      SELECT progress, status::text AS status, "userId" FROM "Goal" WHERE id = ${input.goalId} FOR UPDATE`;
    if (!goal) throw notFound("Goal");
    const progress = nextGoalProgress(goal.progress, input.progressedValue);
    const completes = progress === GOAL_PROGRESS.max && goal.status === "in-progress";
    const note = await t.goalNote.create({
      data: {
        goalId: input.goalId,
        title: input.title ?? null,
        justification: input.justification ?? null,
        previousProgress: goal.progress,
        progress,
        progressedValue: input.progressedValue,
        fromChatId: input.fromChatId ?? null,
        fromJournalId: input.fromJournalId ?? null,
      },
    });
    await t.goal.update({
      where: { id: input.goalId },
      data: {
        progress,
        ...(completes ? { status: "completed", completedDate: new Date() } : {}),
        ...(input.updatedById ? { updatedById: input.updatedById } : {}),
      },
    });
    return { note, userId: goal.userId };
  };
  if (tx) return (await run(tx)).note;
  const { note, userId } = await db.$transaction(run);
  if (input.publish !== false) publishGoalChange({ type: "progress", goalId: input.goalId, userId });
  return note;
}
