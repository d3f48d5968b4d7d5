import { db } from "@/server/db";

/** Days the events of no organisation (refused sign-ins for unknown e-mails) are kept. */
export const UNOWNED_RETENTION_DAYS = 365;

/**
 * Deletes an organisation's events older than its retention (null: the events of no organisation). The table's
 * trigger allows exactly these deletes and refuses any other.
 */
export async function purgeAuditEvents(
  organizationId: string | null,
  days: number,
  now: Date,
): Promise<number> {
  const before = new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  const { count } = await db.auditEvent.deleteMany({ where: { organizationId, createdAt: { lt: before } } });
  return count;
}
