/** The audit trail: for admins of their organisation, master admins across organisations. */

import { defineEndpoint } from "@/lib/api/define";
import { pageSchemaOf } from "@/lib/api/wire";
import { auditEventDocSchema, auditRetentionSchema } from "@/lib/contracts/audit/schemas";
import { listQuerySchema } from "@/lib/contracts/list-query";
import { auditRoutes as routes } from "./routes";

const tag = "Audit";

export const audit = {
  paginate: defineEndpoint(routes.paginate, {
    rule: "adminsOnly",
    tag,
    summary: "One page of the audit trail, newest first (filters: action, person, organization, from, to)",
    kind: "json",
    body: listQuerySchema,
    response: pageSchemaOf(auditEventDocSchema),
  }),
  retention: defineEndpoint(routes.retention, {
    rule: "adminsOnly",
    tag,
    summary: "How many days the organisation's audit trail is kept",
    kind: "json",
    response: auditRetentionSchema,
  }),
  setRetention: defineEndpoint(routes.setRetention, {
    rule: "adminsOnly",
    tag,
    summary:
      "Set how many days the organisation's audit trail is kept (30 to 3650); older events are purged daily",
    kind: "json",
    body: auditRetentionSchema,
    response: auditRetentionSchema,
  }),
};
