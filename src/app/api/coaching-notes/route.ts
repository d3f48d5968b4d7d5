import { coachingNotes } from "@/lib/contracts/coaching-notes/endpoints";
import { createCoachingNote } from "@/server/coaching-notes/create-coaching-note";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(coachingNotes.create, (ctx, { body }) => createCoachingNote(ctx, body));
