import { db } from "@/server/db";

/** A user's in-progress goals by deadline: the athlete's home overview. */
export interface GoalsByDeadline {
  /** The first `take`, the closest deadline first (goals without one last). */
  items: { id: string; title: string; progress: number; deadlineDate: Date | null }[];
  /** How many in-progress goals there are. */
  total: number;
}

/** User `userId`'s in-progress goals in `organizationId`: the first `take` by deadline, and how many there are. */
export async function goalsByDeadline(
  userId: string,
  organizationId: string,
  take: number,
): Promise<GoalsByDeadline> {
  const where = { userId, organizationId, status: "in_progress" as const };
  const [items, total] = await Promise.all([
    db.goal.findMany({
      where,
      orderBy: [{ deadlineDate: { sort: "asc", nulls: "last" } }, { createdAt: "desc" }, { id: "desc" }],
      select: { id: true, title: true, progress: true, deadlineDate: true },
      take,
    }),
    db.goal.count({ where }),
  ]);
  return { items, total };
}
