/**
 * The "assessed" flag of a chat as the assessments domain claims it (src/server/assessments/assess-item.ts explains
 * the protocol): claim, un-claim after a failure, and finish (with the areas to focus) inside the assessment's
 * transaction. The claim's token is the row's new updatedAt, as text; un-claiming and finishing only act while it
 * still holds.
 */
import type { AreaToFocus } from "@/lib/contracts/assessments";
import { type DbTransaction, db } from "@/server/db";

/**
 * Claims chat `id` (closed; not assessed, or claimed longer ago than `staleAfterSeconds`): answers the claim's
 * token, or null when another run has it or it is no longer assessable.
 */
export async function claimChatAssessment(id: string, staleAfterSeconds: number): Promise<string | null> {
  const stale = `${staleAfterSeconds} seconds`;
  const rows = await db.$queryRaw<{ token: string }[]>`
    UPDATE "Chat"
    SET assessed = true, "assessedAt" = NULL, "__v" = "__v" + 1,
      "updatedAt" = clock_timestamp() AT TIME ZONE 'UTC'
    WHERE id = ${id} AND closed = true
      AND (assessed = false OR ("assessedAt" IS NULL
        AND "updatedAt" < (now() AT TIME ZONE 'UTC') - ${stale}::interval))
    RETURNING "updatedAt"::text AS token`;
  return rows[0]?.token ?? null;
}

/** Releases the claim `token` on chat `id` (assessed = false), if it still holds. */
export async function unclaimChatAssessment(id: string, token: string): Promise<void> {
  await db.$executeRaw`
    UPDATE "Chat" SET assessed = false, "__v" = "__v" + 1, "updatedAt" = now() AT TIME ZONE 'UTC'
    WHERE id = ${id} AND assessed = true AND "assessedAt" IS NULL AND "updatedAt" = ${token}::timestamp`;
}

/**
 * Marks chat `id` assessed (assessedAt = now) with its `areasToFocus` (stored as jsonb) in the assessment's
 * transaction `tx`, if the claim `token` still holds: answers the rows changed (1, or 0 when the
 * claim was taken over meanwhile).
 */
export function finishChatAssessment(
  tx: DbTransaction,
  id: string,
  token: string,
  areasToFocus: AreaToFocus[],
): Promise<number> {
  return tx.$executeRaw`
    UPDATE "Chat"
    SET "assessedAt" = now() AT TIME ZONE 'UTC', "areasToFocus" = ${JSON.stringify(areasToFocus)}::jsonb,
      "__v" = "__v" + 1, "updatedAt" = now() AT TIME ZONE 'UTC'
    WHERE id = ${id} AND assessed = true AND "assessedAt" IS NULL AND "updatedAt" = ${token}::timestamp`;
}
