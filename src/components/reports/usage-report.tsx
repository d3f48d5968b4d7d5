"use client";

import { ActivityIcon } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";

import { LoadError } from "@/components/management/load-state";
import { useFetched } from "@/components/management/use-fetched";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { type Format, useFormat } from "@/i18n/format";
import { reports } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";
import type { ReportsQueryInput, UsageDateTypeName, UsageTotals } from "@/lib/contracts/reports/schemas";
import { useNearViewport } from "@/lib/use-near-viewport";
import { preloadable } from "@/lib/when-idle";
import type { UsageRow } from "./usage-chart";

// recharts is most of the dashboard's script: it loads when the chart comes near the screen (on a phone, when
// someone scrolls down to it), not while the page starts.
const loadChart = preloadable(() => import("./usage-chart"));
const UsageChart = React.lazy(() => loadChart().then((m) => ({ default: m.UsageChart })));

const TOTALS = [
  "uniqueUsersLoggedIn",
  "totalUsersCreated",
  "totalChatsCreated",
  "totalChatsAssessed",
  "totalJournalsCreated",
  "totalJournalsAssessed",
] as const satisfies readonly (keyof UsageTotals)[];

const PERIODS = ["day", "month"] as const satisfies readonly UsageDateTypeName[];

/** The UTC buckets of the period (records are kept per UTC day or month), oldest first. */
function buckets(dateType: UsageDateTypeName, now: Date): Date[] {
  const out: Date[] = [];
  const count = dateType === "day" ? 30 : 12;
  for (let i = count - 1; i >= 0; i--) {
    out.push(
      dateType === "day"
        ? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - i))
        : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1)),
    );
  }
  return out;
}

/** A bucket's axis label: its day ("Apr 5"), or its month ("April 2026") read at its 15th, noon UTC, so no timezone moves it. */
const bucketName = (date: Date, dateType: UsageDateTypeName, format: Format) =>
  dateType === "day"
    ? format.dayShort(date)
    : format.month(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 15, 12)));

/**
 * The dashboard's usage section for coaches and admins: POST /reports/overview for the organisation (or the
 * selected team, which the API reads from the context) over the last 30 days or 12 months, as totals and a bar
 * chart per day or month. Days without a record show as zero.
 */
export function UsageReport({ teamId }: { teamId?: string | null }) {
  const t = useTranslations("reports.usage");
  const format = useFormat();
  const [dateType, setDateType] = React.useState<UsageDateTypeName>("day");
  const [now] = React.useState(() => new Date());
  const periods = React.useMemo(() => buckets(dateType, now), [dateType, now]);
  const state = useFetched(
    `${dateType}|${teamId ?? ""}`,
    (signal) => {
      const body: ReportsQueryInput = { startDate: periods[0], endDate: now, dateType, team: teamId ?? null };
      return call(reports.overview, { body }, { signal, toastOnError: false });
    },
    { clearWhileLoading: true },
  );

  const [chartPlace, chartNear] = useNearViewport<HTMLDivElement>();

  const rows = React.useMemo((): UsageRow[] => {
    const byDate = new Map((state.data?.records ?? []).map((r) => [new Date(r.date).getTime(), r]));
    return periods.map((p) => {
      const r = byDate.get(p.getTime());
      return {
        name: bucketName(p, dateType, format),
        loggedIn: r?.usersLoggedIn.length ?? 0,
        chatsCreated: r?.chatsCreated ?? 0,
        journalsCreated: r?.journalsCreated ?? 0,
      };
    });
  }, [state.data, periods, dateType, format]);

  return (
    <section aria-labelledby="usage-title" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="usage-title" className="flex items-center gap-2 text-lg font-semibold">
            <ActivityIcon aria-hidden className="size-5 text-primary" />
            {t("title")}
          </h2>
          <p className="text-sm text-muted-foreground">
            {t("scope", { scope: teamId ? "team" : "organisation", period: dateType })}
          </p>
        </div>
        {/* Toggle buttons, not tabs: there is one panel, and tabs pointing at panels that never exist fail axe. */}
        <fieldset className="inline-flex rounded-lg bg-muted p-1">
          <legend className="sr-only">{t("period")}</legend>
          {PERIODS.map((period) => (
            <Button
              key={period}
              type="button"
              size="sm"
              variant={dateType === period ? "secondary" : "ghost"}
              aria-pressed={dateType === period}
              className={dateType === period ? "bg-background shadow-sm" : undefined}
              onClick={() => setDateType(period)}
            >
              {t(`periods.${period}`)}
            </Button>
          ))}
        </fieldset>
      </div>
      {state.error ? (
        <LoadError error={state.error} title={t("loadError")} onRetry={state.reload} />
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-3 xl:grid-cols-6">
            {TOTALS.map((key) => (
              <Card key={key} className="gap-1 py-4">
                <CardHeader className="px-4">
                  <CardDescription>{t(`totals.${key}`)}</CardDescription>
                  <CardTitle className="text-2xl tabular-nums" data-testid={`usage-${key}`}>
                    {state.data ? format.number(state.data.totals[key]) : <Skeleton className="h-7 w-10" />}
                  </CardTitle>
                </CardHeader>
              </Card>
            ))}
          </div>
          <Card>
            <CardHeader>
              <CardTitle>{t("activityTitle", { period: dateType })}</CardTitle>
              <CardDescription>{t("activityDescription")}</CardDescription>
            </CardHeader>
            <CardContent ref={chartPlace}>
              {!state.data || !chartNear ? (
                <Skeleton className="h-64 w-full" aria-label={t("loadingChart")} />
              ) : (
                <figure aria-label={t("activityTitle", { period: dateType })} className="h-64 w-full">
                  <React.Suspense fallback={<Skeleton className="size-full" />}>
                    <UsageChart rows={rows} />
                  </React.Suspense>
                </figure>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </section>
  );
}
