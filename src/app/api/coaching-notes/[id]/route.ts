import { coachingNotes } from "@/lib/contracts/coaching-notes/endpoints";
import { deleteCoachingNote } from "@/server/coaching-notes/delete-coaching-note";
import { getCoachingNote } from "@/server/coaching-notes/get-coaching-note";
import { updateCoachingNote } from "@/server/coaching-notes/update-coaching-note";
import { endpoint } from "@/server/http/endpoint";

export const GET = endpoint(coachingNotes.get, (ctx, { params }) => getCoachingNote(ctx, params.id));
export const PUT = endpoint(coachingNotes.update, (ctx, { params, body }) =>
  updateCoachingNote(ctx, params.id, body),
);
export const DELETE = endpoint(coachingNotes.remove, (ctx, { params }) => deleteCoachingNote(ctx, params.id));
