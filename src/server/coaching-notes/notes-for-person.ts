import { db } from "@/server/db";
import { coachingNoteDocument, coachingNoteInclude } from "./coaching-note-document";
import { NOT_A_DRAFT } from "./scope";

/** The coaching notes addressed to a person (not drafts no coach approved), oldest first: for their export. */
export async function notesForPerson(userId: string) {
  const rows = await db.coachingNote.findMany({
    where: { AND: [{ toUserId: userId }, NOT_A_DRAFT] },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    include: coachingNoteInclude,
  });
  return rows.map(coachingNoteDocument);
}
