import { db } from "@/server/db";

/** Each user's average assessment value in two windows (users without values in a window are left out). */
export interface ValueTrend {
  /** Over [recentFrom, now]. */
  recent: { userId: string; average: number | null }[];
  /** Over [previousFrom, recentFrom). */
  previous: { userId: string; average: number | null }[];
}

/**
 * The average value of each of `userIds` in `organizationId` over the recent window and the one before it: the
 * falling-trend check of the coach's home overview.
 */
export async function valueTrend(
  userIds: string[],
  organizationId: string,
  windows: { previousFrom: Date; recentFrom: Date; now: Date },
): Promise<ValueTrend> {
  const values = { userId: { in: userIds }, organizationId };
  const [recent, previous] = await Promise.all([
    db.assessmentValue.groupBy({
      by: ["userId"],
      where: { ...values, date: { gte: windows.recentFrom, lte: windows.now } },
      _avg: { value: true },
    }),
    db.assessmentValue.groupBy({
      by: ["userId"],
      where: { ...values, date: { gte: windows.previousFrom, lt: windows.recentFrom } },
      _avg: { value: true },
    }),
  ]);
  const averages = (rows: typeof recent) => rows.map((r) => ({ userId: r.userId, average: r._avg.value }));
  return { recent: averages(recent), previous: averages(previous) };
}
