/**
 * The team median of an area to focus: for each key, percentile_cont(0.5) over the latest value of that key of
 * every other member of the athlete's teams (in the organisation; the athlete is left out, so they are compared
 * with their team mates). A key nobody else has a value for has no median (null).
 */
import { type AssessmentKeyName, sectionOf } from "@/lib/contracts/assessments/schemas";
import { db } from "@/server/db";
import { teamMemberIdsSql } from "@/server/users/team-members-sql";

export async function teamMedians(input: {
  keys: AssessmentKeyName[];
  teamIds: string[];
  organizationId: string | null;
  excludeUserId: string;
}): Promise<Map<string, number | null>> {
  const medians = new Map<string, number | null>();
  if (input.keys.length === 0) return medians;
  if (input.teamIds.length === 0 || !input.organizationId) {
    for (const key of input.keys) medians.set(key, null);
    return medians;
  }
  const rows = await db.$queryRaw<{ key: string; median: number | null }[]>`
    SELECT k.key, percentile_cont(0.5) WITHIN GROUP (ORDER BY latest.value)::float8 AS median
    FROM unnest(${input.keys.map(sectionOf)}::text[], ${input.keys}::text[])
      AS k(section, key)
    LEFT JOIN LATERAL (
      SELECT DISTINCT ON (av."userId") av.value
      FROM "AssessmentValue" av
      WHERE av.section = k.section::"AssessmentSection"
        AND av.key = k.key::"AssessmentKey"
        AND av."organizationId" = ${input.organizationId}
        AND av."userId" <> ${input.excludeUserId}
        AND av."userId" IN (${teamMemberIdsSql(input.teamIds, input.organizationId)})
      ORDER BY av."userId", av.date DESC, av."createdAt" DESC, av.id DESC
    ) AS latest ON true
    GROUP BY k.key`;
  for (const row of rows) medians.set(row.key, row.median === null ? null : Number(row.median));
  return medians;
}
