"use client";

import { BookOpenIcon, MessagesSquareIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import * as React from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { assessments } from "@/lib/api/browser-endpoints";
import { pathOf } from "@/lib/api/call";
import { ASSESSMENT_SECTIONS } from "@/lib/constants";
import type { AssessmentSectionName, ChartSeries } from "@/lib/contracts/assessments/schemas";
import { ASSESSMENT_SCALE, ASSESSMENT_SECTION_NAMES, keyLabel } from "@/lib/contracts/assessments/values";
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

const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });

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
  if (latest.length === 0) {
    return (
      <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
        No assessments yet. Write a journal entry or finish a chat, then assess them here.
      </p>
    );
  }
  const byKey = new Map(latest.map((v) => [v.key, v]));
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      {ASSESSMENT_SECTION_NAMES.map((section) => (
        <Card key={section}>
          <CardHeader>
            <CardTitle>{keyLabel(section)}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-3">
              {ASSESSMENT_SECTIONS[section].map((key) => {
                const v = byKey.get(key);
                return (
                  <div key={key} className="grid gap-1">
                    <dt className="text-sm font-medium">{keyLabel(key)}</dt>
                    <dd className="grid gap-1">
                      {v ? (
                        <>
                          <ValueBar value={v.value} label={keyLabel(key)} />
                          {v.justification ? (
                            <p className="text-xs text-muted-foreground">{v.justification}</p>
                          ) : null}
                          <p className="text-xs text-muted-foreground">{formatDate(v.date)}</p>
                        </>
                      ) : (
                        <span className="text-sm text-muted-foreground">Not assessed yet</span>
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
          <CardTitle>Assess what is waiting</CardTitle>
          <CardDescription>
            {due.journals} journal {due.journals === 1 ? "entry" : "entries"} and {due.chats} finished{" "}
            {due.chats === 1 ? "chat" : "chats"} are waiting to be assessed.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => start("journals")} disabled={runner.running}>
              {runner.running && which === "journals" ? <Spinner /> : <BookOpenIcon />}
              Assess journals
            </Button>
            <Button variant="outline" onClick={() => start("chats")} disabled={runner.running}>
              {runner.running && which === "chats" ? <Spinner /> : <MessagesSquareIcon />}
              Assess chats
            </Button>
          </div>
          <RunProgress run={runner} label="Assessment progress" />
        </CardContent>
      </Card>

      <section className="grid gap-3" aria-labelledby="latest-heading">
        <h2 id="latest-heading" className="text-lg font-semibold">
          Latest values
        </h2>
        <LatestValues latest={latest} />
      </section>

      <Card>
        <CardHeader>
          <CardTitle>Over time</CardTitle>
          <CardDescription>Daily averages on a scale of 1 to 10.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="max-w-xs">
            <SectionSelect id="athlete-section" value={section} onChange={setSection} />
          </div>
          <ProgressChart series={shown} title={`${keyLabel(section)} over time`} />
        </CardContent>
      </Card>
    </div>
  );
}
