import type { GoalStatus } from "@/generated/prisma/client";
import { db } from "@/server/db";

/** A user's goals counted per status (the row spelling), and their average progress (for the user's metrics). */
export async function goalCounts(
  userId: string,
): Promise<{ byStatus: { status: GoalStatus; count: number }[]; averageProgress: number | null }> {
  const [groups, progress] = await Promise.all([
    db.goal.groupBy({ by: ["status"], where: { userId }, _count: { _all: true } }),
    db.goal.aggregate({ where: { userId }, _avg: { progress: true } }),
  ]);
  return {
    byStatus: groups.map((g) => ({ status: g.status, count: g._count._all })),
    averageProgress: progress._avg.progress ?? null,
  };
}
