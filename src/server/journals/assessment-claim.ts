/**
 * The "assessed" flag of a journal entry as the assessments domain claims it (src/server/assessments/assess-item.ts
 * explains the protocol): claim, un-claim after a failure, and finish inside the assessment's transaction. The
 * claim's token is the row's new updatedAt, as text; un-claiming and finishing only act while it still holds.
 */
import { type DbTransaction, db } from "@/server/db";

/**
 * Claims journal entry `id` (not a draft; not assessed, or claimed longer ago than `staleAfterSeconds`): answers
 * the claim's token, or null when another run has it or it is no longer assessable.
 */
export async function claimJournalAssessment(id: string, staleAfterSeconds: number): Promise<string | null> {
  const stale = `${staleAfterSeconds} seconds`;
  const rows = await db.$queryRaw<{ token: string }[]>`
    UPDATE "JournalEntry"
    SET assessed = true, "assessedAt" = NULL, "__v" = "__v" + 1,
      "updatedAt" = clock_timestamp() AT TIME ZONE 'UTC'
    WHERE id = ${id} AND draft = false
      AND (assessed = false OR ("assessedAt" IS NULL
        AND "updatedAt" < (now() AT TIME ZONE 'UTC') - ${stale}::interval))
    RETURNING "updatedAt"::text AS token`;
  return rows[0]?.token ?? null;
}

/** Releases the claim `token` on journal entry `id` (assessed = false), if it still holds. */
export async function unclaimJournalAssessment(id: string, token: string): Promise<void> {
  await db.$executeRaw`
    UPDATE "JournalEntry" SET assessed = false, "__v" = "__v" + 1, "updatedAt" = now() AT TIME ZONE 'UTC'
    WHERE id = ${id} AND assessed = true AND "assessedAt" IS NULL AND "updatedAt" = ${token}::timestamp`;
}

/**
 * Marks journal entry `id` assessed (assessedAt = now) in the assessment's transaction `tx`, if the claim `token`
 * still holds: answers the rows changed (1, or 0 when the entry was edited or the claim taken over meanwhile).
 */
export function finishJournalAssessment(tx: DbTransaction, id: string, token: string): Promise<number> {
  return tx.$executeRaw`
    UPDATE "JournalEntry"
    SET "assessedAt" = now() AT TIME ZONE 'UTC', "__v" = "__v" + 1, "updatedAt" = now() AT TIME ZONE 'UTC'
    WHERE id = ${id} AND assessed = true AND "assessedAt" IS NULL AND "updatedAt" = ${token}::timestamp`;
}
