import { idParams } from "@/lib/contracts/common";
import { updateJournalSchema } from "@/lib/contracts/journals";
import { endpoint } from "@/server/http/endpoint";
import { deleteJournal } from "@/server/journals/delete-journal";
import { getJournal } from "@/server/journals/get-journal";
import { updateJournal } from "@/server/journals/update-journal";

export const GET = endpoint("GET /journals/{id}", { params: idParams }, (ctx, { params }) =>
  getJournal(ctx, params.id),
);

export const PUT = endpoint(
  "PUT /journals/{id}",
  { params: idParams, body: updateJournalSchema },
  (ctx, { params, body }) => updateJournal(ctx, params.id, body),
);

export const DELETE = endpoint("DELETE /journals/{id}", { params: idParams }, (ctx, { params }) =>
  deleteJournal(ctx, params.id),
);
