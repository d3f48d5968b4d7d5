/**
 * The claim protocol on the "assessed" flag, written once for the tables that carry it (chats and journal entries;
 * src/server/assessments/assess-item.ts explains the protocol). Each owner domain calls it for its own table. The
 * claim's token is the row's new updatedAt, as text; un-claiming and finishing only act while it still holds.
 */
import { Prisma } from "@/generated/prisma/client";
import { type DbTransaction, db } from "@/server/db";

/** A table whose rows are assessed, and what makes one of its rows assessable (e.g. `closed = true`). */
export interface AssessedTable {
  table: "Chat" | "JournalEntry";
  assessable: Prisma.Sql;
}

/** Which rows of an assessed table the assessments domain looks for (src/server/assessments/due-items.ts). */
export interface DueFilter {
  organizationId: string;
  /** Whose rows (a chat's creator, a journal entry's author): a User where-clause. */
  users: Prisma.UserWhereInput;
  /** Ignore shouldAssess. */
  force?: boolean;
  /** A claim (assessed, no assessedAt) untouched since before this was abandoned: the row is due again. */
  abandonedClaimBefore: Date;
}

/**
 * The rows due, in either table: not assessed or with an abandoned claim, and shouldAssess unless forced (each
 * table adds what makes its own rows assessable).
 */
export function dueWhere(filter: DueFilter) {
  return {
    organizationId: filter.organizationId,
    OR: [
      { assessed: false },
      { assessed: true, assessedAt: null, updatedAt: { lt: filter.abandonedClaimBefore } },
    ],
    ...(filter.force ? {} : { shouldAssess: true }),
  };
}

const name = (t: AssessedTable) => Prisma.raw(`"${t.table}"`);

/**
 * Claims row `id` (assessable; not assessed, or claimed longer ago than `staleAfterSeconds`): answers the claim's
 * token, or null when another run has it or it is no longer assessable.
 */
export async function claimAssessed(
  t: AssessedTable,
  id: string,
  staleAfterSeconds: number,
): Promise<string | null> {
  const stale = `${staleAfterSeconds} seconds`;
  const rows = await db.$queryRaw<{ token: string }[]>`
    UPDATE ${name(t)}
    SET assessed = true, "assessedAt" = NULL, "__v" = "__v" + 1,
      "updatedAt" = clock_timestamp() AT TIME ZONE 'UTC'
    WHERE id = ${id} AND ${t.assessable}
      AND (assessed = false OR ("assessedAt" IS NULL
        AND "updatedAt" < (now() AT TIME ZONE 'UTC') - ${stale}::interval))
    RETURNING "updatedAt"::text AS token`;
  return rows[0]?.token ?? null;
}

/** Releases the claim `token` on row `id` (assessed = false), if it still holds. */
export async function unclaimAssessed(t: AssessedTable, id: string, token: string): Promise<void> {
  await db.$executeRaw`
    UPDATE ${name(t)} SET assessed = false, "__v" = "__v" + 1, "updatedAt" = now() AT TIME ZONE 'UTC'
    WHERE id = ${id} AND assessed = true AND "assessedAt" IS NULL AND "updatedAt" = ${token}::timestamp`;
}

/**
 * Marks row `id` assessed (assessedAt = now, and the `also` assignments) in the assessment's transaction `tx`, if
 * the claim `token` still holds: answers the rows changed (1, or 0 when the row was edited or the claim taken over
 * meanwhile).
 */
export function finishAssessed(
  tx: DbTransaction,
  t: AssessedTable,
  id: string,
  token: string,
  also: Prisma.Sql = Prisma.empty,
): Promise<number> {
  return tx.$executeRaw`
    UPDATE ${name(t)}
    SET "assessedAt" = now() AT TIME ZONE 'UTC'${also}, "__v" = "__v" + 1, "updatedAt" = now() AT TIME ZONE 'UTC'
    WHERE id = ${id} AND assessed = true AND "assessedAt" IS NULL AND "updatedAt" = ${token}::timestamp`;
}
