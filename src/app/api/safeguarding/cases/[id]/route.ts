import { safeguarding } from "@/lib/contracts/safeguarding/endpoints";
import { endpoint } from "@/server/http/endpoint";
import { actOnCase } from "@/server/safeguarding/act-on-case";
import { getCase } from "@/server/safeguarding/get-case";

export const GET = endpoint(safeguarding.get, (ctx, { params }) => getCase(ctx, params.id));
export const PUT = endpoint(safeguarding.act, (ctx, { params, body }) => actOnCase(ctx, params.id, body));
