"use client";

import { ChartLineIcon } from "lucide-react";
import { useTranslations } from "next-intl";
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
import { type Format, useFormat } from "@/i18n/format";
import { users } from "@/lib/api/browser-endpoints";
import { request } from "@/lib/api/call";
import { ANALYTICS_GRANULARITIES } from "@/lib/constants";
import { SECTION_NAMES } from "@/lib/contracts/analytics/values";
import type { Granularity } from "@/lib/contracts/assessments/schemas";
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

/** A value with one decimal ("7.5"), a dash when there is none. */
const oneDecimal = (format: Format, n: number | null, signDisplay?: "exceptZero") =>
  n === null ? "—" : format.number(n, { minimumFractionDigits: 1, maximumFractionDigits: 1, signDisplay });

/**
 * /dashboard/users/metrics/{id}: a user's streaks, counts, latest assessment values and 30-day section averages
 * (GET /users/metrics/{id}), and for coaches and admins one trend chart per section (POST /analytics/overview).
 */
export function UserMetricsView({ id, viewer, back }: { id: string; viewer: Viewer; back?: BackTarget }) {
  const t = useTranslations("analytics.metrics");
  const te = useTranslations("enums");
  const format = useFormat();
  const metrics = useResource(request(users.metrics, { params: { id } }));
  const [granularity, setGranularity] = React.useState<Granularity>("day");
  const [compareTeams, setCompareTeams] = React.useState(true);
  const data = metrics.data;
  const charts = isNotAthlete(viewer);

  return (
    <PageShell
      title={data ? t("title", { name: data.user.name }) : t("fallbackTitle")}
      description={t("description")}
      back={back}
    >
      <Loaded resource={metrics} rows={3}>
        {(data) => (
          <>
            <section aria-label={t("figures")} className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
              <Figure
                label={t("currentStreak")}
                value={t("streak", { count: data.streakDays })}
                hint={
                  data.lastActiveOn
                    ? t("streakHint", { longest: data.maxStreakDays, date: data.lastActiveOn })
                    : t("streakHintNever", { longest: data.maxStreakDays })
                }
              />
              <Figure
                label={t("journals")}
                value={format.number(data.counts.journals.total)}
                hint={t("assessed", { count: data.counts.journals.assessed })}
              />
              <Figure
                label={t("chats")}
                value={format.number(data.counts.chats.total)}
                hint={t("assessed", { count: data.counts.chats.assessed })}
              />
              <Figure
                label={t("goals")}
                value={format.number(data.counts.goals.total)}
                hint={t("goalsHint", {
                  inProgress: data.counts.goals.byStatus["in-progress"],
                  completed: data.counts.goals.byStatus.completed,
                  progress:
                    data.counts.goals.averageProgress === null
                      ? "—"
                      : format.percent(data.counts.goals.averageProgress / 100),
                })}
              />
            </section>
            <section aria-label={t("sectionAverages")} className="grid gap-4 sm:grid-cols-3">
              {data.sectionAverages.map((s) => (
                <Figure
                  key={s.section}
                  label={t("last30", { section: te(`assessmentAreas.${s.section}`) })}
                  value={oneDecimal(format, s.last30)}
                  hint={
                    s.change !== null
                      ? t("change", { change: oneDecimal(format, s.change, "exceptZero") })
                      : s.previous30 === null
                        ? t("noPrevious")
                        : undefined
                  }
                />
              ))}
            </section>
            <Card>
              <CardHeader>
                <CardTitle>{t("latestTitle")}</CardTitle>
                <CardDescription>{t("latestDescription")}</CardDescription>
              </CardHeader>
              <CardContent>
                {data.latestValues.length === 0 ? (
                  <p className="text-sm text-muted-foreground">{t("noAssessments")}</p>
                ) : (
                  <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
                    {data.latestValues.map((v) => (
                      <div key={v.key} className="flex items-baseline justify-between gap-3 border-b py-1">
                        <dt className="text-sm text-muted-foreground">
                          {t.rich("latestArea", {
                            area: te(`assessmentAreas.${v.key}`),
                            section: te(`assessmentAreas.${v.section}`),
                            small: (chunks) => <span className="text-xs">{chunks}</span>,
                          })}
                        </dt>
                        <dd className="font-medium tabular-nums">{oneDecimal(format, v.value)}</dd>
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
                    {t("trends")}
                  </h2>
                  <div className="flex flex-wrap items-center gap-4">
                    <div className="flex items-center gap-2">
                      <Switch
                        id="compare-teams"
                        checked={compareTeams}
                        onCheckedChange={setCompareTeams}
                        disabled={data.user.teams.length === 0}
                      />
                      <Label htmlFor="compare-teams">{t("compareTeams")}</Label>
                    </div>
                    <div className="grid gap-1">
                      <Label htmlFor="granularity">{t("granularity")}</Label>
                      <Select
                        id="granularity"
                        value={granularity}
                        onChange={(e) => setGranularity(e.target.value as Granularity)}
                      >
                        <SelectOptions
                          values={ANALYTICS_GRANULARITIES}
                          label={(g) => te(`granularity.${g}`)}
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
