import { Prisma } from "@/generated/prisma/client";
import { RAW_LINKS } from "@/server/links";

const TU = RAW_LINKS.teamUsers;

/**
 * The ids of the members of teams `teamIds` who belong to organisation `organizationId`, as an SQL subquery
 * (`… IN (<this>)`): for statements of other domains that filter by team membership in the same statement, such as
 * the assessments domain's team medians.
 */
export function teamMemberIdsSql(teamIds: string[], organizationId: string): Prisma.Sql {
  return Prisma.sql`SELECT tu.${TU.user} FROM ${TU.table} tu
    JOIN "User" u ON u.id = tu.${TU.user} AND u."organizationId" = ${organizationId}
    WHERE tu.${TU.team} = ANY(${teamIds}::varchar[])`;
}
