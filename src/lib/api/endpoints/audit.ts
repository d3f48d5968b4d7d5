/** The audit trail: for admins of their organisation, master admins across organisations. */
import { auditEventDocSchema, auditRetentionSchema } from "@/lib/contracts/audit";
import { listQuerySchema } from "@/lib/contracts/list-query";
import { defineEndpoint } from "../define";
import { pageOf } from "../wire";

const tag = "Audit";

export const audit = {
  paginate: defineEndpoint({
    method: "POST",
    path: "/audit/paginate",
    rule: "adminsOnly",
    tag,
    summary: "One page of the audit trail, newest first (filters: action, person, organization, from, to)",
    kind: "json",
    body: listQuerySchema,
    response: pageOf(auditEventDocSchema),
  }),
  retention: defineEndpoint({
    method: "GET",
    path: "/audit/retention",
    rule: "adminsOnly",
    tag,
    summary: "How many days the organisation's audit trail is kept",
    kind: "json",
    response: auditRetentionSchema,
  }),
  setRetention: defineEndpoint({
    method: "PUT",
    path: "/audit/retention",
    rule: "adminsOnly",
    tag,
    summary:
      "Set how many days the organisation's audit trail is kept (30 to 3650); older events are purged daily",
    kind: "json",
    body: auditRetentionSchema,
    response: auditRetentionSchema,
  }),
};
