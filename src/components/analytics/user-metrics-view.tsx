"use client";

import { ChartLineIcon } from "lucide-react";
import * as React from "react";

import { isNotAthlete, type Viewer } from "@/components/management/display";
import { Loaded } from "@/components/management/load-state";
import type { BackTarget } from "@/components/management/page-header";
import { PageShell } from "@/components/management/page-shell";
import { useResource } from "@/components/management/use-resource";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { SelectOptions } from "@/components/ui/select-options";
import { Switch } from "@/components/ui/switch";
import { users } from "@/lib/api/browser-endpoints";
import { request } from "@/lib/api/call";
import { ANALYTICS_GRANULARITIES } from "@/lib/constants";
import { SECTION_NAMES } from "@/lib/contracts/analytics/values";
import type { Granularity } from "@/lib/contracts/assessments/schemas";
import { GRANULARITY_LABELS, humanize } from "./labels";
import { SectionTrendChart } from "./section-trend-chart";

function Figure({ label, value, hint }: { label: string; value: React.ReactNode; hint?: React.ReactNode }) {
  return (
    <Card className="gap-2">
      <CardHeader>
        <CardDescription>{label}</CardDescription>
        <CardTitle className="text-2xl tabular-nums">{value}</CardTitle>
      </CardHeader>
      {hint ? <CardContent className="text-xs text-muted-foreground">{hint}</CardContent> : null}
    </Card>
  );
}

const fixed = (n: number | null, digits = 1) => (n === null ? "—" : n.toFixed(digits));
const signed = (n: number | null) =>
  n === null ? "" : `${n > 0 ? "+" : ""}${n.toFixed(1)} vs previous 30 days`;

/**
 * /dashboard/users/metrics/{id}: a user's streaks, counts, latest assessment values and 30-day section averages
 * (GET /users/metrics/{id}), and for coaches and admins one trend chart per section (POST /analytics/overview).
 */
export function UserMetricsView({ id, viewer, back }: { id: string; viewer: Viewer; back?: BackTarget }) {
  const metrics = useResource(request(users.metrics, { params: { id } }));
  const [granularity, setGranularity] = React.useState<Granularity>("day");
  const [compareTeams, setCompareTeams] = React.useState(true);
  const data = metrics.data;
  const charts = isNotAthlete(viewer);

  return (
    <PageShell
      title={data ? `${data.user.name}: metrics` : "Metrics"}
      description="Activity, goals and assessments over time"
      back={back}
    >
      <Loaded resource={metrics} rows={3}>
        {(data) => (
          <>
            <section aria-label="Figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
              <Figure
                label="Current streak"
                value={`${data.streakDays} ${data.streakDays === 1 ? "day" : "days"}`}
                hint={`Longest ${data.maxStreakDays} · last active ${data.lastActiveOn ?? "never"}`}
              />
              <Figure
                label="Journals"
                value={data.counts.journals.total}
                hint={`${data.counts.journals.assessed} assessed`}
              />
              <Figure
                label="Chats"
                value={data.counts.chats.total}
                hint={`${data.counts.chats.assessed} assessed`}
              />
              <Figure
                label="Goals"
                value={data.counts.goals.total}
                hint={`${data.counts.goals.byStatus["in-progress"]} in progress · ${data.counts.goals.byStatus.completed} completed · average progress ${fixed(data.counts.goals.averageProgress, 0)}%`}
              />
            </section>
            <section aria-label="Section averages" className="grid gap-4 sm:grid-cols-3">
              {data.sectionAverages.map((s) => (
                <Figure
                  key={s.section}
                  label={`${humanize(s.section)} · last 30 days`}
                  value={fixed(s.last30)}
                  hint={
                    signed(s.change) || (s.previous30 === null ? "No values the 30 days before" : undefined)
                  }
                />
              ))}
            </section>
            <Card>
              <CardHeader>
                <CardTitle>Latest assessment values</CardTitle>
                <CardDescription>The most recent value of each area</CardDescription>
              </CardHeader>
              <CardContent>
                {data.latestValues.length === 0 ? (
                  <p className="text-sm text-muted-foreground">No assessments yet.</p>
                ) : (
                  <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
                    {data.latestValues.map((v) => (
                      <div key={v.key} className="flex items-baseline justify-between gap-3 border-b py-1">
                        <dt className="text-sm text-muted-foreground">
                          {humanize(v.key)} <span className="text-xs">({humanize(v.section)})</span>
                        </dt>
                        <dd className="font-medium tabular-nums">{v.value.toFixed(1)}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </CardContent>
            </Card>
            {charts ? (
              <section aria-labelledby="trends-title" className="grid gap-4">
                <div className="flex flex-wrap items-end justify-between gap-4">
                  <h2 id="trends-title" className="flex items-center gap-2 text-lg font-semibold">
                    <ChartLineIcon aria-hidden className="size-5 text-primary" />
                    Trends
                  </h2>
                  <div className="flex flex-wrap items-center gap-4">
                    <div className="flex items-center gap-2">
                      <Switch
                        id="compare-teams"
                        checked={compareTeams}
                        onCheckedChange={setCompareTeams}
                        disabled={data.user.teams.length === 0}
                      />
                      <Label htmlFor="compare-teams">Compare with teams</Label>
                    </div>
                    <div className="grid gap-1">
                      <Label htmlFor="granularity">Granularity</Label>
                      <Select
                        id="granularity"
                        value={granularity}
                        onChange={(e) => setGranularity(e.target.value as Granularity)}
                      >
                        <SelectOptions
                          values={ANALYTICS_GRANULARITIES}
                          label={(g) => GRANULARITY_LABELS[g]}
                        />
                      </Select>
                    </div>
                  </div>
                </div>
                <div className="grid gap-4 xl:grid-cols-2">
                  {SECTION_NAMES.map((section) => (
                    <SectionTrendChart
                      key={section}
                      section={section}
                      userId={id}
                      teamIds={data.user.teams.map((t) => t._id)}
                      compareTeams={compareTeams}
                      granularity={granularity}
                    />
                  ))}
                </div>
              </section>
            ) : null}
          </>
        )}
      </Loaded>
    </PageShell>
  );
}
