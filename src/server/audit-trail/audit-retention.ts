import { recordAuditBy } from "@/server/audit/record-audit";
import type { RequestContext } from "@/server/http/context";
import { auditRetentionOf, setAuditRetention } from "@/server/organizations/audit-retention";

/** GET /audit/retention: the organisation the admin acts in. */
export async function getAuditRetention(ctx: RequestContext) {
  return { days: await auditRetentionOf(ctx.organizationId) };
}

/** PUT /audit/retention: the change is itself on the trail. */
export async function updateAuditRetention(ctx: RequestContext, input: { days: number }) {
  const before = await auditRetentionOf(ctx.organizationId);
  const days = await setAuditRetention(ctx.organizationId, input.days);
  await recordAuditBy(ctx, "audit-retention-changed", { details: { from: before, to: days } });
  return { days };
}
