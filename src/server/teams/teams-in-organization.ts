import type { Prisma } from "@/generated/prisma/client";
import { db } from "@/server/db";

/**
 * Of `ids`, the teams of `organizationId` (of any organisation when null): for checking the team ids that users,
 * journals, agents and instruction sets name, where a team elsewhere is as unknown as a missing one.
 */
export function teamsInOrganization(ids: string[], organizationId: string | null): Promise<{ id: string }[]> {
  return db.team.findMany({
    where: { id: { in: ids }, ...(organizationId === null ? {} : { organizationId }) },
    select: { id: true },
  });
}

/** Of `ids`, the teams matching `scope` (a where-builder on teams, e.g. those the caller may see), with names. */
export function teamsWhere(
  ids: string[],
  scope: Prisma.TeamWhereInput,
): Promise<{ id: string; name: string }[]> {
  return db.team.findMany({ where: { AND: [scope, { id: { in: ids } }] }, select: { id: true, name: true } });
}
