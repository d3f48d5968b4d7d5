/**
 * The product's own notifications of issue 7 besides feedback: a goal completed and an assessment ready. Both
 * are called after the change is committed and, like notify(), never throw.
 */
import { PAGES, ROUTES } from "@/lib/routes";
import { db } from "@/server/db";
import { describeError, log } from "@/server/log";
import { notify } from "./notify";

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
      metadata: { href: PAGES.goals.view(goal.id), kind: "goal-completed", goalId: goal.id },
      createdById: causedById,
      organizationId: goal.organizationId,
    });
  } catch (error) {
    log.error("goal completion not notified", { goalId, ...describeError(error) });
  }
}

/** A journal entry or chat of this user was assessed: tell its owner where to look. */
export async function notifyAssessmentReady(item: {
  kind: "journal" | "chat";
  id: string;
  userId: string;
  organizationId: string | null;
  title?: string | null;
}): Promise<void> {
  const what = item.kind === "journal" ? "journal entry" : "coaching session";
  const named = item.title ? ` “${item.title}”` : "";
  await notify({
    type: "user",
    userIds: [item.userId],
    title: "Assessment ready",
    message: `Your ${what}${named} has been assessed. See how your scores moved.`,
    level: "success",
    metadata: {
      href: ROUTES.assessments,
      kind: "assessment",
      ...(item.kind === "journal" ? { journalEntryId: item.id } : { chatId: item.id }),
    },
    createdById: null,
    organizationId: item.organizationId,
  });
}
