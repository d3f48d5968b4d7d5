import { safeguarding } from "@/lib/contracts/safeguarding/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { paginateCases } from "@/server/safeguarding/paginate-cases";

export const POST = endpoint(safeguarding.paginate, (ctx, { body }) => paginateCases(ctx, body));
