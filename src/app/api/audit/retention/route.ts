import { audit } from "@/lib/contracts/audit/endpoints";
import { getAuditRetention, updateAuditRetention } from "@/server/audit-trail/audit-retention";
import { endpoint } from "@/server/http/endpoint";

export const GET = endpoint(audit.retention, (ctx) => getAuditRetention(ctx));
export const PUT = endpoint(audit.setRetention, (ctx, { body }) => updateAuditRetention(ctx, body));
