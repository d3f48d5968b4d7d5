import { type DueFilter, dueWhere } from "@/server/assessed-claim";
import { db } from "@/server/db";

/**
 * The journal entries due for assessment: not drafts, not assessed (or with an abandoned claim), shouldAssess
 * unless forced; oldest first, at most `take`, with the count of all of them.
 */
export async function journalsDueForAssessment(
  filter: DueFilter,
  take: number,
): Promise<{ rows: { id: string; title: string; userId: string }[]; total: number }> {
  const where = {
    ...dueWhere(filter),
    draft: false,
    user: filter.users,
  };
  const [rows, total] = await Promise.all([
    db.journalEntry.findMany({
      where,
      select: { id: true, title: true, userId: true },
      orderBy: [{ date: "asc" }, { id: "asc" }],
      take,
    }),
    db.journalEntry.count({ where }),
  ]);
  return { rows, total };
}
