"use client";

import { RefreshCwIcon, SparklesIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import * as React from "react";
import { LoadError } from "@/components/management/load-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { useFormat } from "@/i18n/format";
import { assessments, users } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";
import type {
  AreaToFocus,
  AssessmentKeyName,
  AssessmentSectionName,
  Granularity,
  ProgressChart as ProgressChartData,
  RangeComparison,
} from "@/lib/contracts/assessments/schemas";
import { ValueBar } from "./athlete-assessments";
import { ProgressChart, preloadProgressChart } from "./progress-chart";
import { RunProgress } from "./run-progress";
import { GranularitySelect, KeySelect, SectionSelect } from "./section-select";
import { useAssessmentRun } from "./use-assessment-run";

export interface ChatAreasView {
  chatId: string;
  title: string | null;
  assessedAt: string | null;
  areasToFocus: AreaToFocus[];
}

const COMPARISON_VARIANT: Record<RangeComparison, "success" | "warning" | "secondary"> = {
  "Above Average": "success",
  "Below Average": "warning",
  "Within Range": "secondary",
};

function useChart(
  userId: string,
  section: AssessmentSectionName,
  key: string,
  granularity: Granularity,
  version: number,
) {
  const [state, setState] = React.useState<{
    data: ProgressChartData | null;
    error: Error | null;
    loading: boolean;
  }>({
    data: null,
    error: null,
    loading: true,
  });
  const [attempt, setAttempt] = React.useState(0);
  // The chart's code comes beside its first data rather than after it.
  React.useEffect(preloadProgressChart, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` and `attempt` exist to force a refetch.
  React.useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    call(
      assessments.progressChart,
      { body: { userId, section, ...(key ? { keys: [key as AssessmentKeyName] } : {}), granularity } },
      { signal: controller.signal, toastOnError: false },
    )
      .then((data) => setState({ data, error: null, loading: false }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          data: null,
          error: error instanceof Error ? error : new Error(String(error)),
          loading: false,
        });
      });
    return () => controller.abort();
  }, [userId, section, key, granularity, version, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

export function AreasToFocus({ chats }: { chats: ChatAreasView[] }) {
  const t = useTranslations("assessments.areas");
  const te = useTranslations("enums");
  const format = useFormat();
  const withAreas = chats.filter((c) => c.areasToFocus.length > 0);
  if (withAreas.length === 0) {
    return <p className="text-sm text-muted-foreground">{t("empty")}</p>;
  }
  return (
    <div className="grid gap-4">
      {withAreas.map((chat) => (
        <div key={chat.chatId} className="grid gap-2">
          <h3 className="text-sm font-medium">
            {chat.title ?? t("untitledChat")}
            {chat.assessedAt ? (
              <span className="ml-2 font-normal text-muted-foreground">
                {t("assessedOn", { date: format.date(chat.assessedAt) })}
              </span>
            ) : null}
          </h3>
          <ul className="grid gap-2">
            {chat.areasToFocus.map((area) => (
              <li key={area.key} className="grid gap-1 rounded-md border p-3" data-testid="area-to-focus">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium">{te(`assessmentAreas.${area.key}`)}</span>
                  <Badge variant={COMPARISON_VARIANT[area.rangeComparison] ?? "secondary"}>
                    {te(`rangeComparisons.${area.rangeComparison}`)}
                  </Badge>
                </div>
                <div className="flex flex-wrap items-center gap-4 text-sm">
                  <ValueBar value={area.value} label={te(`assessmentAreas.${area.key}`)} />
                  <span className="text-muted-foreground">
                    {area.teamMedian === null
                      ? t("noTeamMedian")
                      : t("teamMedian", {
                          median: format.number(area.teamMedian, { maximumFractionDigits: 2 }),
                        })}
                  </span>
                </div>
                <p className="text-sm text-muted-foreground">{area.justification}</p>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

/** /dashboard/assessments/user/{id}: the user's chart, their areas to focus, and "Force assessment". */
export function UserAssessments({
  userId,
  userName,
  areas,
  due,
}: {
  userId: string;
  userName: string;
  areas: ChatAreasView[];
  due: { journals: number; chats: number };
}) {
  const t = useTranslations("assessments.user");
  const te = useTranslations("enums");
  const router = useRouter();
  const [section, setSection] = React.useState<AssessmentSectionName>("mental");
  const [key, setKey] = React.useState<string>("");
  const [granularity, setGranularity] = React.useState<Granularity>("day");
  const [version, setVersion] = React.useState(0);
  const chart = useChart(userId, section, key, granularity, version);
  const runner = useAssessmentRun(() => {
    setVersion((v) => v + 1);
    router.refresh();
  });

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t("force")}</CardTitle>
          <CardDescription>
            {t("forceDescription", { name: userName, journals: due.journals, chats: due.chats })}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div>
            <Button
              onClick={() => void runner.run(users.forceAssessment.path, { userId })}
              disabled={runner.running}
            >
              {runner.running ? <Spinner /> : <SparklesIcon />}
              {t("force")}
            </Button>
          </div>
          <RunProgress run={runner} label={t("forceProgress")} />
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t("progressTitle")}</CardTitle>
          <CardDescription>{t(`progressDescription.${granularity}`)}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid gap-3 sm:grid-cols-3">
            <SectionSelect
              id="chart-section"
              value={section}
              onChange={(s) => {
                setSection(s);
                setKey("");
              }}
            />
            <KeySelect id="chart-key" section={section} value={key} onChange={setKey} />
            <GranularitySelect id="chart-granularity" value={granularity} onChange={setGranularity} />
          </div>
          {chart.error ? (
            <LoadError error={chart.error} onRetry={chart.retry} title={t("chartError")} />
          ) : chart.data ? (
            <div className="relative">
              <ProgressChart
                series={chart.data.series}
                title={t("chartTitle", { name: userName, section: te(`assessmentAreas.${section}`) })}
              />
              {chart.loading ? (
                <div className="absolute top-2 right-2" aria-hidden>
                  <RefreshCwIcon className="size-4 animate-spin text-muted-foreground" />
                </div>
              ) : null}
            </div>
          ) : (
            <Skeleton className="h-72 w-full" aria-label={t("chartLoading")} />
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t("areasTitle")}</CardTitle>
          <CardDescription>{t("areasDescription")}</CardDescription>
        </CardHeader>
        <CardContent>
          <AreasToFocus chats={areas} />
        </CardContent>
      </Card>
    </div>
  );
}
