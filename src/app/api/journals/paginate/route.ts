import { journals } from "@/lib/contracts/journals/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { paginateJournals } from "@/server/journals/paginate-journals";

export const POST = endpoint(journals.paginate, (ctx, { body }) => paginateJournals(ctx, body));
