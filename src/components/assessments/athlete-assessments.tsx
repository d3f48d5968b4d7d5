"use client";

import { BookOpenIcon, MessagesSquareIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useFormat } from "@/i18n/format";
import { assessments } from "@/lib/api/browser-endpoints";
import { pathOf } from "@/lib/api/call";
import { ASSESSMENT_SECTIONS } from "@/lib/constants";
import type { AssessmentSectionName, ChartSeries } from "@/lib/contracts/assessments/schemas";
import { ASSESSMENT_SCALE, ASSESSMENT_SECTION_NAMES } from "@/lib/contracts/assessments/values";
import { ProgressChart } from "./progress-chart";
import { RunProgress } from "./run-progress";
import { SectionSelect } from "./section-select";
import { useAssessmentRun } from "./use-assessment-run";

export interface LatestValueView {
  section: AssessmentSectionName;
  key: string;
  value: number;
  justification: string | null;
  date: string;
}

/** A value on the 1–10 scale as a number and a bar. */
export function ValueBar({ value, label }: { value: number; label: string }) {
  return (
    <div className="flex items-center gap-2">
      <meter
        className="sr-only"
        min={ASSESSMENT_SCALE.min}
        max={ASSESSMENT_SCALE.max}
        value={value}
        aria-label={label}
      />
      <div className="h-2 w-24 overflow-hidden rounded-full bg-muted" aria-hidden>
        <div
          className="h-full rounded-full bg-primary"
          style={{ width: `${(value / ASSESSMENT_SCALE.max) * 100}%` }}
        />
      </div>
      <span className="tabular-nums text-sm font-medium">
        {value}/{ASSESSMENT_SCALE.max}
      </span>
    </div>
  );
}

export function LatestValues({ latest }: { latest: LatestValueView[] }) {
  const t = useTranslations("assessments.athlete");
  const te = useTranslations("enums");
  const format = useFormat();
  if (latest.length === 0) {
    return (
      <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
        {t("empty")}
      </p>
    );
  }
  const byKey = new Map(latest.map((v) => [v.key, v]));
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {ASSESSMENT_SECTION_NAMES.map((section) => (
        <Card key={section}>
          <CardHeader>
            <CardTitle>{te(`assessmentAreas.${section}`)}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-3">
              {ASSESSMENT_SECTIONS[section].map((key) => {
                const v = byKey.get(key);
                const label = te(`assessmentAreas.${key}`);
                return (
                  <div key={key} className="grid gap-1">
                    <dt className="text-sm font-medium">{label}</dt>
                    <dd className="grid gap-1">
                      {v ? (
                        <>
                          <ValueBar value={v.value} label={label} />
                          {v.justification ? (
                            <p className="text-xs text-muted-foreground">{v.justification}</p>
                          ) : null}
                          <p className="text-xs text-muted-foreground">{format.date(v.date)}</p>
                        </>
                      ) : (
                        <span className="text-sm text-muted-foreground">{t("notAssessed")}</span>
                      )}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </CardContent>
        </Card>
      ))}
    </div>
  );
}

/** /dashboard/assessments for an athlete: their latest values, their chart, and assessing what is due. */
export function AthleteAssessments({
  latest,
  series,
  due,
}: {
  latest: LatestValueView[];
  series: ChartSeries[];
  due: { journals: number; chats: number };
}) {
  const t = useTranslations("assessments.athlete");
  const te = useTranslations("enums");
  const router = useRouter();
  const [section, setSection] = React.useState<AssessmentSectionName>("mental");
  const [which, setWhich] = React.useState<"journals" | "chats" | null>(null);
  const runner = useAssessmentRun(() => router.refresh());
  const start = (kind: "journals" | "chats") => {
    setWhich(kind);
    void runner.run(pathOf(kind === "journals" ? assessments.processJournals : assessments.processChats, {}));
  };
  const shown = series.filter((s) => s.section === section);

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t("waitingTitle")}</CardTitle>
          <CardDescription>{t("waiting", { journals: due.journals, chats: due.chats })}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => start("journals")} disabled={runner.running}>
              {runner.running && which === "journals" ? <Spinner /> : <BookOpenIcon />}
              {t("assessJournals")}
            </Button>
            <Button variant="outline" onClick={() => start("chats")} disabled={runner.running}>
              {runner.running && which === "chats" ? <Spinner /> : <MessagesSquareIcon />}
              {t("assessChats")}
            </Button>
          </div>
          <RunProgress run={runner} label={t("progress")} />
        </CardContent>
      </Card>

      <section className="grid gap-3" aria-labelledby="latest-heading">
        <h2 id="latest-heading" className="text-lg font-semibold">
          {t("latestValues")}
        </h2>
        <LatestValues latest={latest} />
      </section>

      <Card>
        <CardHeader>
          <CardTitle>{t("overTime")}</CardTitle>
          <CardDescription>{t("overTimeDescription")}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="max-w-xs">
            <SectionSelect id="athlete-section" value={section} onChange={setSection} />
          </div>
          <ProgressChart
            series={shown}
            title={t("chartTitle", { section: te(`assessmentAreas.${section}`) })}
          />
        </CardContent>
      </Card>
    </div>
  );
}
