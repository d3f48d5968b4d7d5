import { db } from "@/server/db";

/** A journal entry as an oracle load shows it. */
export interface OracleJournalEntry {
  userId: string;
  title: string;
  text: string;
  date: Date;
}

/**
 * The journal entries of users `userIds` dated in `range`, newest first, for an oracle load (oracle mode,
 * src/server/chats/oracle). Drafts are never loaded: they are private.
 */
export function oracleJournalEntries(
  userIds: string[],
  range: { start: Date; end: Date },
): Promise<OracleJournalEntry[]> {
  return db.journalEntry.findMany({
    where: { userId: { in: userIds }, draft: false, date: { gte: range.start, lte: range.end } },
    select: { userId: true, title: true, text: true, date: true },
    orderBy: [{ date: "desc" }, { id: "asc" }],
  });
}
