"use client";

import { useTranslations } from "next-intl";
import * as React from "react";
import { Skeleton } from "@/components/ui/skeleton";
import type { ChartSeries } from "@/lib/contracts/assessments/schemas";
import { preloadable } from "@/lib/when-idle";
import { chartRows } from "./chart-rows";

// recharts is most of the page's script: the lines load beside the chart's data instead of with the page.
const loadLines = preloadable(() => import("./progress-lines"));
const ProgressLines = React.lazy(() => loadLines().then((m) => ({ default: m.ProgressLines })));

/** Starts loading the chart's lines, e.g. while its data is on the way. */
export function preloadProgressChart(): void {
  loadLines().catch(() => {});
}

/** A line per key over time, on the 1–10 scale; an empty state when there is nothing yet. */
export function ProgressChart({ series, title }: { series: ChartSeries[]; title: string }) {
  const t = useTranslations("assessments.chart");
  const te = useTranslations("enums");
  React.useEffect(preloadProgressChart, []);
  const rows = chartRows(series);
  const points = series.reduce((n, s) => n + s.points.length, 0);
  if (points === 0) {
    return (
      <div
        data-testid="assessment-chart"
        data-point-count={0}
        className="grid h-64 place-items-center rounded-md border border-dashed text-sm text-muted-foreground"
      >
        {t("empty")}
      </div>
    );
  }
  return (
    <figure data-testid="assessment-chart" data-point-count={points} className="grid gap-2">
      <figcaption className="sr-only">
        {t("caption", {
          title,
          series: series
            .map((s) => t("seriesPoints", { key: te(`assessmentAreas.${s.key}`), count: s.points.length }))
            .join(", "),
        })}
      </figcaption>
      <div className="h-72 w-full" aria-hidden>
        <React.Suspense fallback={<Skeleton className="size-full" />}>
          <ProgressLines rows={rows} series={series} />
        </React.Suspense>
      </div>
    </figure>
  );
}
