import { type CheckInRules, checkInRulesOf } from "@/lib/contracts/check-ins/values";
import { db } from "@/server/db";

/** The active organisations (or only `only`) whose check-in rules are on, with their rules (defaults filled in). */
export async function checkInOrganizations(
  only: string | null = null,
): Promise<{ id: string; rules: CheckInRules }[]> {
  const rows = await db.organization.findMany({
    where: { active: true, ...(only ? { id: only } : {}) },
    orderBy: { id: "asc" },
    select: { id: true, checkInRules: true },
  });
  return rows
    .map((r) => ({ id: r.id, rules: checkInRulesOf(r.checkInRules) }))
    .filter((o) => o.rules.enabled);
}
