import { listQuerySchema } from "@/lib/contracts/list-query";
import { paginateCoachingNotes } from "@/server/coaching-notes/paginate-coaching-notes";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint("POST /coaching-notes/paginate", { body: listQuerySchema }, (ctx, { body }) =>
  paginateCoachingNotes(ctx, body),
);
