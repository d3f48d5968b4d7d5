import { db } from "@/server/db";

/** How many days the organisation keeps its audit trail. */
export async function auditRetentionOf(organizationId: string): Promise<number> {
  const row = await db.organization.findUnique({
    where: { id: organizationId },
    select: { auditRetentionDays: true },
  });
  return row?.auditRetentionDays ?? 365;
}

export async function setAuditRetention(organizationId: string, days: number): Promise<number> {
  const row = await db.organization.update({
    where: { id: organizationId },
    data: { auditRetentionDays: days },
    select: { auditRetentionDays: true },
  });
  return row.auditRetentionDays;
}

/** Every organisation's retention, for the daily purge. */
export function auditRetentions(): Promise<{ id: string; auditRetentionDays: number }[]> {
  return db.organization.findMany({ select: { id: true, auditRetentionDays: true } });
}
