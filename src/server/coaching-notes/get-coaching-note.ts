import type { RequestContext } from "@/server/http/context";
import { coachingNoteDocument } from "./coaching-note-document";
import { findVisibleNote } from "./find-coaching-note";

/** GET /coaching-notes/{id} — anyone, within their scope (an athlete: feedback addressed to them or their teams). */
export async function getCoachingNote(ctx: RequestContext, id: string) {
  return coachingNoteDocument(await findVisibleNote(ctx, id));
}
