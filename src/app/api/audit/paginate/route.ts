import { audit } from "@/lib/contracts/audit/endpoints";
import { paginateAuditTrail } from "@/server/audit-trail/paginate-audit-trail";
import { endpoint } from "@/server/http/endpoint";

export const POST = endpoint(audit.paginate, (ctx, { body }) => paginateAuditTrail(ctx, body));
