"use client";

import * as React from "react";
import { Skeleton } from "@/components/ui/skeleton";
import type { ChartSeries } from "@/lib/contracts/assessments/schemas";
import { keyLabel } from "@/lib/contracts/assessments/values";
import { preloadable } from "@/lib/when-idle";

export type ChartRow = { date: string; t: number } & Record<string, number | string>;

/** One row per bucket date (t: its UTC midnight, for a time axis) with each key's average (recharts' data shape). */
export function chartRows(series: ChartSeries[]): ChartRow[] {
  const rows = new Map<string, ChartRow>();
  for (const s of series) {
    for (const p of s.points) {
      const row = rows.get(p.date) ?? { date: p.date, t: Date.parse(`${p.date}T00:00:00Z`) };
      row[s.key] = Math.round(p.value * 100) / 100;
      rows.set(p.date, row);
    }
  }
  return [...rows.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** The bucket's date as the API spelled it (the rows' t is that day's UTC midnight). */
export const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);

const DAY_MS = 86_400_000;

/** Up to `count` evenly spaced whole days from the first to the last row (a time axis' ticks). */
export function dayTicks(rows: { t: number }[], count = 6): number[] {
  if (rows.length === 0) return [];
  const first = rows[0].t;
  const last = rows[rows.length - 1].t;
  const days = Math.round((last - first) / DAY_MS);
  if (days < count) return rows.map((r) => r.t);
  const ticks = Array.from(
    { length: count },
    (_, i) => first + Math.round((days * i) / (count - 1)) * DAY_MS,
  );
  return [...new Set(ticks)];
}

// recharts is most of the page's script: the lines load beside the chart's data instead of with the page.
const loadLines = preloadable(() => import("./progress-lines"));
const ProgressLines = React.lazy(() => loadLines().then((m) => ({ default: m.ProgressLines })));

/** Starts loading the chart's lines, e.g. while its data is on the way. */
export function preloadProgressChart(): void {
  loadLines().catch(() => {});
}

/** A line per key over time, on the 1–10 scale; an empty state when there is nothing yet. */
export function ProgressChart({ series, title }: { series: ChartSeries[]; title: string }) {
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
        No assessments in this range yet.
      </div>
    );
  }
  return (
    <figure data-testid="assessment-chart" data-point-count={points} className="grid gap-2">
      <figcaption className="sr-only">
        {title}: {series.map((s) => `${keyLabel(s.key)} ${s.points.length} points`).join(", ")}
      </figcaption>
      <div className="h-72 w-full" aria-hidden>
        <React.Suspense fallback={<Skeleton className="size-full" />}>
          <ProgressLines rows={rows} series={series} />
        </React.Suspense>
      </div>
    </figure>
  );
}
