import { notFound } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { coachingNoteDocument, coachingNoteInclude } from "./coaching-note-document";
import { visibleNotes } from "./scope";

/** The note `id` if the caller may see it, else 'Coaching note not found' (404). Every use case starts here. */
export async function findVisibleNote(ctx: RequestContext, id: string) {
  const row = await db.coachingNote.findFirst({
    where: { AND: [{ id }, visibleNotes(ctx)] },
    include: coachingNoteInclude,
  });
  if (!row) throw notFound("Coaching note");
  return row;
}

/** The document of a note the caller has just been allowed to see or change. */
export async function coachingNoteDetail(id: string) {
  const row = await db.coachingNote.findUniqueOrThrow({ where: { id }, include: coachingNoteInclude });
  return coachingNoteDocument(row);
}
