import type { Sendable } from "@/lib/api/define";
import type {
  AnalyticsOverview,
  AnalyticsQuery,
  AnalyticsSeries,
  SeriesKind,
} from "@/lib/contracts/analytics/schemas";
import { notFound } from "@/lib/errors";
import {
  ORGANIZATION_SERIES,
  type OverviewParams,
  overviewRows,
  USER_SERIES,
} from "@/server/assessments/analytics-statement";
import type { RequestContext } from "@/server/http/context";
import { organizationName } from "@/server/organizations/existing-organizations";
import { visibleTeams } from "@/server/teams/scope";
import { teamsWhere } from "@/server/teams/teams-in-organization";
import { findVisibleUser } from "@/server/users/find-visible-user";

/**
 * POST /analytics/overview (coaches and admins): averages and medians per time bucket of the organisation, the
 * compared teams and a user. Teams must be ones the caller may see (visibleTeams: an admin any team of the
 * organisation, a coach their own) else 404 'Team not found'; the user one they may see (visibleUsers) else
 * 404 'User not found'. Everything stays inside the context organisation.
 */
export async function analyticsOverview(
  ctx: RequestContext,
  q: AnalyticsQuery,
): Promise<Sendable<AnalyticsOverview>> {
  const teamIds = [...new Set([...q.teamsToCompare, ...q.userTeams])];
  const params: OverviewParams = {
    organizationId: ctx.organizationId,
    section: q.section,
    key: q.key,
    startDate: q.dateFilter.startDate,
    endDate: q.dateFilter.endDate,
    granularity: q.granularity,
    timezone: ctx.timezone,
    teamIds,
    userId: q.userId ?? null,
    includeUserInAverage: q.includeUserInAverage,
  };
  // The statements run alongside the scope checks rather than after them: they read only the context
  // organisation, and if a check fails their rows are dropped unread.
  const statements = Promise.all(
    (["organization", "compared"] as const).map((part) => overviewRows(params, part)),
  );
  statements.catch(() => {}); // awaited below only when the checks pass
  const [organization, teams, user] = await Promise.all([
    organizationName(ctx.organizationId),
    teamIds.length > 0 ? teamsWhere(teamIds, visibleTeams(ctx)) : Promise.resolve([]),
    q.userId ? findVisibleUser(ctx, q.userId) : Promise.resolve(null),
  ]);
  if (!organization) throw notFound("Organization");
  if (teams.length < teamIds.length) throw notFound("Team");
  if (q.userId && !user) throw notFound("User");
  const rows = (await statements).flat();

  const teamName = new Map(teams.map((t) => [t.id, t.name]));
  const wanted: { kind: SeriesKind; id: string; label: string }[] = [
    { kind: "organization", id: organization.id, label: organization.name },
    ...teamIds.map((id) => ({ kind: "team" as const, id, label: teamName.get(id) ?? id })),
    ...(user ? [{ kind: "user" as const, id: user.id, label: user.name }] : []),
  ];
  const series: AnalyticsSeries[] = wanted.map((w) => ({
    ...w,
    points: [],
    summary: { average: null, median: null, count: 0 },
  }));
  // Series codes: the organisation, teams by their 1-based position in teamIds, the user.
  const bySeries = (code: number) =>
    code === ORGANIZATION_SERIES
      ? series[0]
      : code === USER_SERIES
        ? series[teamIds.length + 1]
        : series[code];
  for (const row of rows) {
    const target = bySeries(row.series);
    if (!target) continue;
    const figures = { average: row.average, median: row.median, count: row.count };
    if (row.bucket === null) target.summary = figures;
    else target.points.push({ date: row.bucket, ...figures });
  }
  return {
    granularity: q.granularity,
    section: q.section,
    key: q.key,
    timezone: ctx.timezone,
    startDate: q.dateFilter.startDate,
    endDate: q.dateFilter.endDate,
    series,
  };
}
