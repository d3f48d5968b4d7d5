import { db } from "@/server/db";

/** The ids of a person's journal entries (not drafts), oldest first: for the demo seed's first memory run. */
export async function journalIdsOf(userId: string): Promise<string[]> {
  const rows = await db.journalEntry.findMany({
    where: { userId, draft: false },
    orderBy: [{ date: "asc" }, { id: "asc" }],
    select: { id: true },
  });
  return rows.map((r) => r.id);
}
