/** A progress chart's data: its rows (recharts' shape) and its time axis, shared by the chart and its lazy lines. */
import type { ChartSeries } from "@/lib/contracts/assessments/schemas";

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
