import { coachingNotes } from "@/lib/api/endpoints/coaching-notes";
import { createCoachingNote } from "@/server/coaching-notes/create-coaching-note";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(coachingNotes.create, (ctx, { body }) => createCoachingNote(ctx, body));
