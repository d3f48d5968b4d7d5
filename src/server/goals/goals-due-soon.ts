import { db } from "@/server/db";

export interface GoalDueSoon {
  userId: string;
  goalId: string;
  title: string;
  progress: number;
  deadlineDate: Date;
}

/**
 * The in-progress goals of users `userIds` in `organizationId` whose deadline is between `now` and `until` and whose
 * progress is below `below` percent: a check-in rule. Served by the (userId, status) index.
 */
export async function goalsDueSoon(
  userIds: string[],
  organizationId: string,
  window: { now: Date; until: Date; below: number },
): Promise<GoalDueSoon[]> {
  if (userIds.length === 0) return [];
  const rows = await db.goal.findMany({
    where: {
      userId: { in: userIds },
      organizationId,
      status: "in_progress",
      deadlineDate: { gte: window.now, lte: window.until },
      progress: { lt: window.below },
    },
    orderBy: [{ deadlineDate: "asc" }, { id: "asc" }],
    select: { id: true, userId: true, title: true, progress: true, deadlineDate: true },
  });
  return rows.map((r) => ({
    userId: r.userId,
    goalId: r.id,
    title: r.title,
    progress: r.progress,
    deadlineDate: r.deadlineDate as Date,
  }));
}
