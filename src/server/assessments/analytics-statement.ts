import { Prisma } from "@/generated/prisma/client";
import type {
  AssessmentKeyName,
  AssessmentSectionName,
  Granularity,
} from "@/lib/contracts/assessments/schemas";
import { db } from "@/server/db";
import { RAW_LINKS } from "@/server/links";

const VT = RAW_LINKS.assessmentValueToTeam;

/** What the one overview statement needs, already checked against the caller's scope. */
export interface OverviewParams {
  organizationId: string;
  section: AssessmentSectionName;
  key: AssessmentKeyName | null;
  startDate: Date;
  endDate: Date;
  granularity: Granularity;
  timezone: string;
  teamIds: string[];
  userId: string | null;
  includeUserInAverage: boolean;
}

/** Series codes of the statement's rows: small integers keep the rows it sorts narrow (in memory, not on disk). */
export const ORGANIZATION_SERIES = 0;
export const USER_SERIES = -1;

export interface OverviewRow {
  /** ORGANIZATION_SERIES, USER_SERIES, or the 1-based position of the team in `teamIds`. */
  series: number;
  /** Local start of the bucket, "YYYY-MM-DD"; null on the summary row of a series. */
  bucket: string | null;
  average: number;
  median: number;
  count: number;
}

/** The length of one bucket, as a PostgreSQL interval in local wall-clock time. */
const STEP: Record<Granularity, string> = {
  day: "1 day",
  week: "7 days",
  month: "1 month",
  quarter: "3 months",
  year: "1 year",
};

/**
 * Which series one statement computes. The overview runs two at once on two connections (the organisation's; the
 * compared teams' and the user's): each reads the values again, but they take about as long as each other, so on
 * a server with two cores the answer comes in a little over half the time of one statement computing everything.
 */
export type SeriesPart = "organization" | "compared";

/**
 * One statement per part of the overview:
 * - `b`: the local starts of the buckets in the range (date_trunc in the caller's timezone, so weeks start on
 *   Monday and DST is respected), each converted once to the stored UTC time;
 * - `v`: the section's values of the organisation in the date range (an index-only scan of
 *   AssessmentValue_analytics_idx), each placed in its bucket by a binary search of those UTC starts
 *   (width_bucket): converting every value's time to the local zone instead would cost more than the scan;
 * - `tagged`: each value once per series of the part it belongs to (the organisation; each compared team through
 *   the team links made at assessment time, the user), as narrow rows (series code, bucket number, value);
 * - grouped per series and bucket, plus one summary row per series (GROUPING SETS).
 * Null when the part has no series (no team compared and no user).
 */
export function overviewStatement(p: OverviewParams, part: SeriesPart): Prisma.Sql | null {
  const keyFilter = p.key ? Prisma.sql`AND av.key = ${p.key}::"AssessmentKey"` : Prisma.empty;
  // The user's own values leave the organisation and team series unless they are to count in the average.
  const mine = p.userId ? Prisma.sql`av."userId" = ${p.userId}` : Prisma.sql`false`;
  const othersOnly = p.userId && !p.includeUserInAverage ? Prisma.sql`AND NOT v.mine` : Prisma.empty;
  const parts: Prisma.Sql[] = [];
  if (part === "organization") {
    parts.push(
      Prisma.sql`SELECT ${ORGANIZATION_SERIES}::int, v.bucket, v.value FROM v WHERE true ${othersOnly}`,
    );
  } else {
    if (p.teamIds.length > 0) {
      parts.push(Prisma.sql`
        SELECT array_position(${p.teamIds}::varchar[], l.${VT.team}), v.bucket, v.value
        FROM v JOIN ${VT.table} l ON l.${VT.value} = v.id
        WHERE l.${VT.team} = ANY(${p.teamIds}::varchar[]) ${othersOnly}`);
    }
    if (p.userId) parts.push(Prisma.sql`SELECT ${USER_SERIES}::int, v.bucket, v.value FROM v WHERE v.mine`);
  }
  if (parts.length === 0) return null;
  const start = p.startDate.toISOString();
  const end = p.endDate.toISOString();
  return Prisma.sql`
    WITH b AS (
      SELECT array_agg((local AT TIME ZONE ${p.timezone}) AT TIME ZONE 'UTC' ORDER BY local) AS utc,
        array_agg(to_char(local, 'YYYY-MM-DD') ORDER BY local) AS label
      FROM generate_series(
        date_trunc(${p.granularity}, ${start}::timestamptz AT TIME ZONE ${p.timezone}),
        ${end}::timestamptz AT TIME ZONE ${p.timezone},
        ${STEP[p.granularity]}::interval) AS local
    ),
    v AS MATERIALIZED (
      SELECT av.id, ${mine} AS mine, av.value, greatest(width_bucket(av.date, b.utc), 1) AS bucket
      FROM "AssessmentValue" av CROSS JOIN b
      WHERE av."organizationId" = ${p.organizationId}
        AND av.section = ${p.section}::"AssessmentSection" ${keyFilter}
        AND av.date >= (${start}::timestamptz AT TIME ZONE 'UTC')
        AND av.date <= (${end}::timestamptz AT TIME ZONE 'UTC')
    ),
    tagged (series, bucket, value) AS (
      ${Prisma.join(parts, " UNION ALL ")}
    )
    SELECT series,
      CASE WHEN GROUPING(bucket) = 0 THEN (SELECT b.label[bucket] FROM b) END AS bucket,
      avg(value)::float8 AS average,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY value)::float8 AS median,
      count(*)::int AS count
    FROM tagged
    GROUP BY GROUPING SETS ((series, bucket), (series))
    ORDER BY series, bucket NULLS FIRST`;
}

/** Runs one part of the analytics overview over the assessment values (no rows when the part has no series). */
export function overviewRows(p: OverviewParams, part: SeriesPart): Promise<OverviewRow[]> {
  const statement = overviewStatement(p, part);
  return statement ? db.$queryRaw<OverviewRow[]>(statement) : Promise.resolve([]);
}
