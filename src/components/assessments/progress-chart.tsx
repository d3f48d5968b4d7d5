"use client";

import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { ASSESSMENT_SCALE, type ChartSeries, keyLabel } from "@/lib/contracts/assessments";

const COLORS = ["var(--chart-1)", "var(--chart-2)", "var(--chart-3)", "var(--chart-4)", "var(--chart-5)"];

type Row = { date: string; t: number } & Record<string, number | string>;

/** One row per bucket date (t: its UTC midnight, for a time axis) with each key's average (recharts' data shape). */
export function chartRows(series: ChartSeries[]): Row[] {
  const rows = new Map<string, Row>();
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
const dayOf = (t: number) => new Date(t).toISOString().slice(0, 10);

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

/** A line per key over time, on the 1–10 scale; an empty state when there is nothing yet. */
export function ProgressChart({ series, title }: { series: ChartSeries[]; title: string }) {
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
        <ResponsiveContainer width="100%" height="100%">
          <LineChart
            data={rows}
            margin={{ top: 8, right: 16, bottom: 8, left: 0 }}
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
            <XAxis
              dataKey="t"
              type="number"
              scale="time"
              domain={["dataMin", "dataMax"]}
              ticks={dayTicks(rows)}
              tickFormatter={dayOf}
              tick={{ fontSize: 12, fill: "var(--muted-foreground)" }}
            />
            <YAxis
              domain={[ASSESSMENT_SCALE.min, ASSESSMENT_SCALE.max]}
              allowDecimals={false}
              width={32}
              tick={{ fontSize: 12, fill: "var(--muted-foreground)" }}
            />
            <Tooltip
              labelFormatter={(t) => dayOf(Number(t))}
              contentStyle={{
                background: "var(--popover)",
                color: "var(--popover-foreground)",
                border: "1px solid var(--border)",
                borderRadius: 8,
                fontSize: 12,
              }}
            />
            <Legend wrapperStyle={{ fontSize: 12 }} />
            {series.map((s, i) => (
              <Line
                key={s.key}
                type="monotone"
                dataKey={s.key}
                name={keyLabel(s.key)}
                stroke={COLORS[i % COLORS.length]}
                strokeDasharray={i >= COLORS.length ? "5 3" : undefined}
                strokeWidth={2}
                dot={{ r: 3 }}
                connectNulls
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
