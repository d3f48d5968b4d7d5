import { db } from "@/server/db";

/**
 * When each of `userIds` last wrote a journal entry in `organizationId` (users who never did are left out): the
 * idle check of the coach's home overview.
 */
export async function lastJournalEntries(
  userIds: string[],
  organizationId: string,
): Promise<{ userId: string; at: Date | null }[]> {
  const groups = await db.journalEntry.groupBy({
    by: ["userId"],
    where: { userId: { in: userIds }, organizationId },
    _max: { createdAt: true },
  });
  return groups.map((g) => ({ userId: g.userId, at: g._max.createdAt }));
}
