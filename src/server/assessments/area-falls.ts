/**
 * Which assessment areas of a person fell at their latest assessments: for each area (key), its last three values,
 * newest first. An area fell when its newest value is at least FALL_POINTS below the one before; it fell twice in
 * a row when that one was also at least FALL_POINTS below the one before it. The AI's coach-prompt drafts and the
 * check-ins read it. Served by the (userId, section, key, date) index.
 */
import { Prisma } from "@/generated/prisma/client";
import { keyLabel } from "@/lib/contract-values/assessments";
import { db } from "@/server/db";

/** As the coach's home counts a falling trend: one point on the 1–10 scale. */
export const FALL_POINTS = 1;

export interface AreaFall {
  key: string;
  label: string;
  /** Newest first: the value now, the one before, and (when known) the one before that. */
  values: number[];
  twice: boolean;
}

export async function areaFalls(userId: string, organizationId: string | null): Promise<AreaFall[]> {
  const rows = await db.$queryRaw<{ key: string; values: number[] }[]>(Prisma.sql`
    SELECT key::text AS key, array_agg(value ORDER BY rank) AS values FROM (
      SELECT v.key, v.value, row_number() OVER (PARTITION BY v.key ORDER BY v.date DESC, v.id DESC) AS rank
        FROM "AssessmentValue" v
       WHERE v."userId" = ${userId}
         AND (${organizationId}::text IS NULL OR v."organizationId" = ${organizationId})
    ) ranked
    WHERE rank <= 3
    GROUP BY key`);
  const falls: AreaFall[] = [];
  for (const row of rows) {
    const [now, before, earlier] = row.values;
    if (before === undefined || before - now < FALL_POINTS) continue;
    const twice = earlier !== undefined && earlier - before >= FALL_POINTS;
    falls.push({ key: row.key, label: keyLabel(row.key), values: row.values, twice });
  }
  return falls.sort(
    (a, b) => b.values[1] - b.values[0] - (a.values[1] - a.values[0]) || a.key.localeCompare(b.key),
  );
}
