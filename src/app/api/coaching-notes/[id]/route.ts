import { updateCoachingNoteSchema } from "@/lib/contracts/coaching-notes";
import { idParams } from "@/lib/contracts/common";
import { deleteCoachingNote } from "@/server/coaching-notes/delete-coaching-note";
import { getCoachingNote } from "@/server/coaching-notes/get-coaching-note";
import { updateCoachingNote } from "@/server/coaching-notes/update-coaching-note";
import { endpoint } from "@/server/http/endpoint";

export const GET = endpoint("GET /coaching-notes/{id}", { params: idParams }, (ctx, { params }) =>
  getCoachingNote(ctx, params.id),
);

export const PUT = endpoint(
  "PUT /coaching-notes/{id}",
  { params: idParams, body: updateCoachingNoteSchema },
  (ctx, { params, body }) => updateCoachingNote(ctx, params.id, body),
);

export const DELETE = endpoint("DELETE /coaching-notes/{id}", { params: idParams }, (ctx, { params }) =>
  deleteCoachingNote(ctx, params.id),
);
