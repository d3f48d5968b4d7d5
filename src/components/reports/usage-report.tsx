"use client";

import { ActivityIcon } from "lucide-react";
import * as React from "react";

import { LoadError } from "@/components/management/load-state";
import { useFetched } from "@/components/management/use-fetched";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { reports } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";
import type { ReportsQueryInput, UsageDateTypeName, UsageTotals } from "@/lib/contracts/reports/schemas";
import { preloadable } from "@/lib/when-idle";
import type { UsageRow } from "./usage-chart";

// recharts is most of the dashboard's script: it loads beside the report's data instead of with the page.
const loadChart = preloadable(() => import("./usage-chart"));
const UsageChart = React.lazy(() => loadChart().then((m) => ({ default: m.UsageChart })));

const TOTALS: { key: keyof UsageTotals; label: string }[] = [
  { key: "uniqueUsersLoggedIn", label: "Users signed in" },
  { key: "totalUsersCreated", label: "Users created" },
  { key: "totalChatsCreated", label: "Chats started" },
  { key: "totalChatsAssessed", label: "Chats assessed" },
  { key: "totalJournalsCreated", label: "Journals written" },
  { key: "totalJournalsAssessed", label: "Journals assessed" },
];

const PERIODS: { value: UsageDateTypeName; label: string }[] = [
  { value: "day", label: "Days" },
  { value: "month", label: "Months" },
];

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

const bucketName = (date: Date, dateType: UsageDateTypeName) =>
  date.toLocaleDateString("en-GB", {
    timeZone: "UTC",
    ...(dateType === "day" ? { day: "numeric", month: "short" } : { month: "short", year: "2-digit" }),
  });

/**
 * The dashboard's usage section for coaches and admins: POST /reports/overview for the organisation (or the
 * selected team, which the API reads from the context) over the last 30 days or 12 months, as totals and a bar
 * chart per day or month. Days without a record show as zero.
 */
export function UsageReport({ teamId }: { teamId?: string | null }) {
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

  React.useEffect(() => {
    loadChart().catch(() => {});
  }, []);

  const rows = React.useMemo((): UsageRow[] => {
    const byDate = new Map((state.data?.records ?? []).map((r) => [new Date(r.date).getTime(), r]));
    return periods.map((p) => {
      const r = byDate.get(p.getTime());
      return {
        name: bucketName(p, dateType),
        loggedIn: r?.usersLoggedIn.length ?? 0,
        chatsCreated: r?.chatsCreated ?? 0,
        journalsCreated: r?.journalsCreated ?? 0,
      };
    });
  }, [state.data, periods, dateType]);

  return (
    <section aria-labelledby="usage-title" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h2 id="usage-title" className="flex items-center gap-2 text-lg font-semibold">
            <ActivityIcon aria-hidden className="size-5 text-primary" />
            Usage
          </h2>
          <p className="text-sm text-muted-foreground">
            {teamId ? "Your team" : "Your organisation"},{" "}
            {dateType === "day" ? "last 30 days" : "last 12 months"}
          </p>
        </div>
        {/* Toggle buttons, not tabs: there is one panel, and tabs pointing at panels that never exist fail axe. */}
        <fieldset className="inline-flex rounded-lg bg-muted p-1">
          <legend className="sr-only">Period</legend>
          {PERIODS.map((p) => (
            <Button
              key={p.value}
              type="button"
              size="sm"
              variant={dateType === p.value ? "secondary" : "ghost"}
              aria-pressed={dateType === p.value}
              className={dateType === p.value ? "bg-background shadow-sm" : undefined}
              onClick={() => setDateType(p.value)}
            >
              {p.label}
            </Button>
          ))}
        </fieldset>
      </div>
      {state.error ? (
        <LoadError error={state.error} title="Could not load usage" onRetry={state.reload} />
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-3 xl:grid-cols-6">
            {TOTALS.map((t) => (
              <Card key={t.key} className="gap-1 py-4">
                <CardHeader className="px-4">
                  <CardDescription>{t.label}</CardDescription>
                  <CardTitle className="text-2xl tabular-nums" data-testid={`usage-${t.key}`}>
                    {state.data ? state.data.totals[t.key] : <Skeleton className="h-7 w-10" />}
                  </CardTitle>
                </CardHeader>
              </Card>
            ))}
          </div>
          <Card>
            <CardHeader>
              <CardTitle>Activity per {dateType}</CardTitle>
              <CardDescription>Users signed in, chats and journals started</CardDescription>
            </CardHeader>
            <CardContent>
              {!state.data ? (
                <Skeleton className="h-64 w-full" aria-label="Loading chart" />
              ) : (
                <figure aria-label={`Activity per ${dateType}`} className="h-64 w-full">
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
