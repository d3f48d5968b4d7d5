import { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";
import { RAW_LINKS } from "@/server/links";

const TU = RAW_LINKS.teamUsers;

/**
 * Who is told of a safeguarding concern about athlete `athleteId`: the organisation's active safeguarding leads
 * (coaches and admins an admin flagged); when it has none, its active admins and the coaches of the athlete's
 * teams, so that a concern always reaches someone.
 */
export async function safeguardingLeadsOf(organizationId: string, athleteId: string): Promise<string[]> {
  const rows = await db.$queryRaw<{ id: string }[]>(Prisma.sql`
    WITH leads AS (
      SELECT id FROM "User"
       WHERE "organizationId" = ${organizationId} AND active AND "safeguardingLead" AND role IN ('admin', 'coach')
    )
    SELECT id FROM leads
    UNION
    SELECT u.id FROM "User" u
     WHERE NOT EXISTS (SELECT 1 FROM leads) AND u."organizationId" = ${organizationId} AND u.active
       AND u.id <> ${athleteId}
       AND (u.role = 'admin' OR (u.role = 'coach' AND EXISTS (
             SELECT 1 FROM ${TU.table} mine JOIN ${TU.table} theirs ON theirs.${TU.team} = mine.${TU.team}
              WHERE mine.${TU.user} = ${athleteId} AND theirs.${TU.user} = u.id)))`);
  return rows.map((r) => r.id).sort();
}

/** Whether user `userId` is a flagged safeguarding lead of organisation `organizationId`. */
export async function isSafeguardingLead(userId: string, organizationId: string): Promise<boolean> {
  const count = await db.user.count({
    where: {
      id: userId,
      organizationId,
      active: true,
      safeguardingLead: true,
      role: { in: ["admin", "coach"] },
    },
  });
  return count > 0;
}

/** Whether user `userId` may be given a case in organisation `organizationId` (an active coach or admin of it). */
export async function canTakeCase(userId: string, organizationId: string): Promise<{ name: string } | null> {
  return db.user.findFirst({
    where: { id: userId, organizationId, active: true, role: { in: ["admin", "coach"] } },
    select: { name: true },
  });
}

/** The active coaches and admins of organisation `organizationId`, by name: who a case can be given to. */
export async function caseAssigneesOf(organizationId: string): Promise<{ _id: string; name: string }[]> {
  const rows = await db.user.findMany({
    where: { organizationId, active: true, role: { in: ["admin", "coach"] } },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: { id: true, name: true },
    take: 500,
  });
  return rows.map((r) => ({ _id: r.id, name: r.name }));
}
