import { db } from "@/server/db";
import { journalDocument, journalInclude } from "./journal-document";

/** Every journal entry a person wrote, oldest first: for the export of their data. */
export async function journalsOfPerson(userId: string) {
  const rows = await db.journalEntry.findMany({
    where: { userId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    include: journalInclude,
  });
  return rows.map(journalDocument);
}
