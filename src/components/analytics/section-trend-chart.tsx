"use client";

import { useTranslations } from "next-intl";
import * as React from "react";

import { LoadError } from "@/components/management/load-state";
import { useFetched } from "@/components/management/use-fetched";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useFormat } from "@/i18n/format";
import { analytics } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";
import type { AnalyticsQueryInput } from "@/lib/contracts/analytics/schemas";
import type { AssessmentSectionName, Granularity } from "@/lib/contracts/assessments/schemas";
import { preloadable } from "@/lib/when-idle";
import { chartRows, GRANULARITY_RANGE_DAYS } from "./labels";

const DAY_MS = 24 * 60 * 60 * 1000;

// recharts is most of the page's script: it loads beside the chart's data instead of with the page.
const loadLines = preloadable(() => import("./trend-lines"));
const TrendLines = React.lazy(() => loadLines().then((m) => ({ default: m.TrendLines })));

/**
 * A section's average over time for one user, against the organisation and (when compared) the user's teams:
 * POST /analytics/overview with userId and userTeams. The user's own values are left out of the averages they
 * are compared with.
 */
export function SectionTrendChart({
  section,
  userId,
  teamIds,
  compareTeams,
  granularity,
}: {
  section: AssessmentSectionName;
  userId: string;
  teamIds: string[];
  compareTeams: boolean;
  granularity: Granularity;
}) {
  const t = useTranslations("analytics.chart");
  const te = useTranslations("enums");
  const format = useFormat();
  const state = useFetched(
    [section, userId, teamIds.join(","), compareTeams, granularity].join("|"),
    (signal) => {
      const endDate = new Date();
      const startDate = new Date(endDate.getTime() - GRANULARITY_RANGE_DAYS[granularity] * DAY_MS);
      const body: AnalyticsQueryInput = {
        section,
        userId,
        userTeams: compareTeams ? teamIds : [],
        includeUserInAverage: false,
        granularity,
        dateFilter: { startDate, endDate },
      };
      return call(analytics.overview, { body }, { signal, toastOnError: false });
    },
  );

  React.useEffect(() => {
    loadLines().catch(() => {});
  }, []);

  const overview = state.data;
  const rows = React.useMemo(() => (overview ? chartRows(overview) : []), [overview]);
  const userSeries = overview?.series.find((s) => s.kind === "user");
  // A series without a point draws no line, so it is not in the legend: a compared team whose only member with
  // values is this user has no average of others (their own values are left out of it), and says so instead.
  const drawn = overview?.series.filter((s) => s.points.length > 0) ?? [];
  const undrawn = overview?.series.filter((s) => s.points.length === 0 && s.kind !== "user") ?? [];
  const title = t("title", { section: te(`assessmentAreas.${section}`) });

  return (
    <Card data-testid={`trend-${section}`}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>
          {userSeries?.summary.average != null
            ? t("average", {
                average: format.number(userSeries.summary.average, {
                  minimumFractionDigits: 1,
                  maximumFractionDigits: 1,
                }),
                count: userSeries.summary.count,
              })
            : compareTeams
              ? t("perPeriodTeams")
              : t("perPeriod")}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {state.error ? (
          <LoadError error={state.error} title={t("loadError")} onRetry={state.reload} />
        ) : !overview ? (
          <Skeleton className="h-64 w-full" aria-label={t("loading")} />
        ) : rows.length === 0 ? (
          <p className="grid h-64 place-items-center rounded-md border border-dashed text-sm text-muted-foreground">
            {t("empty")}
          </p>
        ) : (
          <figure aria-label={t("overTime", { title })} className="h-64 w-full">
            <React.Suspense fallback={<Skeleton className="size-full" />}>
              <TrendLines rows={rows} series={overview.series} drawn={drawn} granularity={granularity} />
            </React.Suspense>
          </figure>
        )}
        {overview && rows.length > 0 && undrawn.length > 0 ? (
          <ul className="mt-3 grid gap-1 text-xs text-muted-foreground">
            {undrawn.map((series) => (
              <li key={`${series.kind}-${series.id}`}>
                {series.kind === "team"
                  ? t("noTeamValues", { name: series.label })
                  : t("noOthersValues", { name: series.label })}
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
