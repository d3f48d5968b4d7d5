/**
 * The notification of a completed goal: called after the change is committed and, like notify(), never
 * throws.
 */
import { systemText } from "@/lib/contracts/notifications/system-texts";
import { PAGES } from "@/lib/routes";
import { db } from "@/server/db";
import { describeError, log } from "@/server/log";
import { notify } from "@/server/notifications/notify";

/** A goal reached completed (a PUT with status completed, or progress reaching 100): tell its owner. */
export async function notifyGoalCompleted(goalId: string, causedById: string | null = null): Promise<void> {
  try {
    const goal = await db.goal.findUnique({
      where: { id: goalId },
      select: { id: true, title: true, userId: true, organizationId: true },
    });
    if (!goal) return;
    await notify({
      type: "user",
      userIds: [goal.userId],
      title: "Goal completed",
      message: `Congratulations! You completed your goal “${goal.title}”.`,
      level: "success",
      metadata: {
        href: PAGES.goals.view(goal.id),
        kind: "goal-completed",
        goalId: goal.id,
        ...systemText(
          { key: "goalCompleted.title" },
          { key: "goalCompleted.message", values: { goal: goal.title } },
        ),
      },
      createdById: causedById,
      organizationId: goal.organizationId,
    });
  } catch (error) {
    log.error("goal completion not notified", { goalId, ...describeError(error) });
  }
}
