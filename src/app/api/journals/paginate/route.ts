import { listQuerySchema } from "@/lib/contracts/list-query";
import { endpoint } from "@/server/http/endpoint";
import { paginateJournals } from "@/server/journals/paginate-journals";

export const POST = endpoint("POST /journals/paginate", { body: listQuerySchema }, (ctx, { body }) =>
  paginateJournals(ctx, body),
);
