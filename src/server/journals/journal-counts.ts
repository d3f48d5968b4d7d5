import { db } from "@/server/db";

/** How many journal entries a user wrote, and how many of them are assessed (for the user's metrics). */
export async function journalCounts(userId: string): Promise<{ total: number; assessed: number }> {
  const [total, assessed] = await Promise.all([
    db.journalEntry.count({ where: { userId } }),
    db.journalEntry.count({ where: { userId, assessed: true } }),
  ]);
  return { total, assessed };
}
