/**
 * Which assessment areas of a person fell at their latest assessments: for each area (key), its last three values,
 * newest first. An area fell when its newest value is at least FALL_POINTS below the one before; it fell twice in
 * a row when that one was also at least FALL_POINTS below the one before it. The AI's coach-prompt drafts and the
 * check-ins read it. Served by the (userId, section, key, date) index.
 */
import { Prisma } from "@/generated/prisma/client";
import { keyLabel } from "@/lib/contracts/assessments/values";
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

export interface AreaFallingTwice {
  userId: string;
  key: string;
  label: string;
  /** Newest first. */
  values: number[];
  /** The newest value's id: a fall is the same fall until a new assessment comes. */
  newestId: string;
}

/** The areas of users `userIds` that fell at their last two assessments (a check-in rule), set-based. */
export async function areasFallingTwice(
  userIds: string[],
  organizationId: string,
): Promise<AreaFallingTwice[]> {
  if (userIds.length === 0) return [];
  const rows = await db.$queryRaw<
    { userId: string; key: string; values: number[]; ids: string[] }[]
  >(Prisma.sql`
    SELECT "userId", key::text AS key, array_agg(value ORDER BY rank) AS values, array_agg(id ORDER BY rank) AS ids
      FROM (
        SELECT v."userId", v.key, v.value, v.id,
               row_number() OVER (PARTITION BY v."userId", v.key ORDER BY v.date DESC, v.id DESC) AS rank
          FROM "AssessmentValue" v
         WHERE v."userId" = ANY(${userIds}::varchar[]) AND v."organizationId" = ${organizationId}
      ) ranked
     WHERE rank <= 3
     GROUP BY "userId", key`);
  return rows
    .filter(
      ({ values: [now, before, earlier] }) =>
        earlier !== undefined && earlier - before >= FALL_POINTS && before - now >= FALL_POINTS,
    )
    .map((r) => ({
      userId: r.userId,
      key: r.key,
      label: keyLabel(r.key),
      values: r.values,
      newestId: r.ids[0],
    }));
}
