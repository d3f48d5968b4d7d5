/**
 * POST /assessments/progress-assessments-chart (coaches and admins): one user's values over time, per key, in
 * buckets of the granularity (day, week — ISO weeks starting Monday —, month, quarter, year) in the request's
 * timezone, computed in SQL: each point is the bucket's local start date and the average of the key's values in
 * it. Only values stored in the organisation the call acts in count. The user must be one the caller may see
 * (visibleUser), else 'User not found'. Keys without values have an empty series.
 */
import type { Sendable } from "@/lib/api/define";
import {
  type AssessmentKeyName,
  type ChartPoint,
  chartKeys,
  type Granularity,
  type ProgressChart,
  type ProgressChartQuery,
  sectionOf,
} from "@/lib/contracts/assessments/schemas";
import { notFound } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { findVisibleUser } from "@/server/users/find-visible-user";

export interface SeriesQuery {
  userId: string;
  organizationId: string;
  keys: AssessmentKeyName[];
  granularity: Granularity;
  timezone: string;
  startDate: Date | null;
  endDate: Date | null;
}

export async function chartSeries(query: SeriesQuery): Promise<ProgressChart["series"]> {
  const start = query.startDate?.toISOString() ?? null;
  const end = query.endDate?.toISOString() ?? null;
  const rows = await db.$queryRaw<{ key: AssessmentKeyName; date: string; value: number; count: number }[]>`
    SELECT av.key::text AS key,
      to_char(date_trunc(${query.granularity}, (av.date AT TIME ZONE 'UTC') AT TIME ZONE ${query.timezone}),
        'YYYY-MM-DD') AS date,
      avg(av.value)::float8 AS value,
      count(*)::int AS count
    FROM "AssessmentValue" av
    WHERE av."userId" = ${query.userId}
      AND av."organizationId" = ${query.organizationId}
      AND av.section = ANY(${[...new Set(query.keys.map(sectionOf))]}::"AssessmentSection"[])
      AND av.key = ANY(${query.keys}::"AssessmentKey"[])
      AND (${start}::timestamptz IS NULL OR av.date >= ${start}::timestamptz AT TIME ZONE 'UTC')
      AND (${end}::timestamptz IS NULL OR av.date <= ${end}::timestamptz AT TIME ZONE 'UTC')
    GROUP BY 1, 2
    ORDER BY 1, 2`;
  const byKey = new Map<string, ChartPoint[]>();
  for (const row of rows) {
    const points = byKey.get(row.key) ?? [];
    points.push({ date: row.date, value: Number(row.value), count: Number(row.count) });
    byKey.set(row.key, points);
  }
  return query.keys.map((key) => ({ section: sectionOf(key), key, points: byKey.get(key) ?? [] }));
}

export async function progressChart(
  ctx: RequestContext,
  query: ProgressChartQuery,
): Promise<Sendable<ProgressChart>> {
  const user = await findVisibleUser(ctx, query.userId);
  if (!user) throw notFound("User");
  const series = await chartSeries({
    userId: user.id,
    organizationId: ctx.organizationId,
    keys: chartKeys(query),
    granularity: query.granularity,
    timezone: ctx.timezone,
    startDate: query.dateFilter?.startDate ?? null,
    endDate: query.dateFilter?.endDate ?? null,
  });
  return {
    userId: user.id,
    granularity: query.granularity,
    timezone: ctx.timezone,
    startDate: query.dateFilter?.startDate ?? null,
    endDate: query.dateFilter?.endDate ?? null,
    series,
  };
}
