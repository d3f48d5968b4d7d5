import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { coachingNoteDocument, coachingNoteInclude } from "./coaching-note-document";
import { findVisibleNote } from "./find-coaching-note";

/** DELETE /coaching-notes/{id} — coaches and admins by the table, on the notes in their scope. Answers the deleted document. */
export async function deleteCoachingNote(ctx: RequestContext, id: string) {
  await findVisibleNote(ctx, id);
  const row = await db.coachingNote.delete({ where: { id }, include: coachingNoteInclude });
  return coachingNoteDocument(row);
}
