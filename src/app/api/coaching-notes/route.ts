import { createCoachingNoteSchema } from "@/lib/contracts/coaching-notes";
import { createCoachingNote } from "@/server/coaching-notes/create-coaching-note";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(
  "POST /coaching-notes",
  { body: createCoachingNoteSchema },
  (ctx, { body }) => createCoachingNote(ctx, body),
  { status: 201 },
);
