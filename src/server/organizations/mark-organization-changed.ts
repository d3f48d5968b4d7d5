import type { DbTransaction } from "@/server/db";

/** Counts an organisation's version up after its users[] changed (§3), inside the caller's transaction. */
export async function markOrganizationChanged(
  tx: DbTransaction,
  id: string,
  changedById: string,
): Promise<void> {
  await tx.organization.update({ where: { id }, data: { updatedById: changedById } });
}
