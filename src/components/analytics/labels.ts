import type { Format } from "@/i18n/format";
import type { AnalyticsOverview } from "@/lib/contracts/analytics/schemas";
import type { Granularity } from "@/lib/contracts/assessments/schemas";

/** How far back each granularity looks: enough buckets to read a trend, not so many that they blur. */
export const GRANULARITY_RANGE_DAYS: Record<Granularity, number> = {
  day: 30,
  week: 7 * 12,
  month: 365,
  quarter: 2 * 365,
  year: 5 * 365,
};

/** The theme's chart colours (src/app/globals.css). */
export const CHART_COLORS = [
  "var(--chart-1)",
  "var(--chart-2)",
  "var(--chart-3)",
  "var(--chart-4)",
  "var(--chart-5)",
];

/**
 * A bucket's local date "YYYY-MM-DD" as a short axis label for its granularity, in the reader's language: the year,
 * `quarter(q, year)` ("Q2 2026"), the month ("April 2026") or the day ("Apr 5"). A month is read at its 15th,
 * noon UTC, so no timezone moves it into the month before or after.
 */
export function bucketLabel(
  date: string,
  granularity: Granularity,
  format: Pick<Format, "dayShort" | "month">,
  quarter: (quarter: number, year: number) => string,
): string {
  const [y, m, d] = date.split("-").map(Number);
  if (granularity === "year") return String(y);
  if (granularity === "quarter") return quarter(Math.floor((m - 1) / 3) + 1, y);
  if (granularity === "month") return format.month(new Date(Date.UTC(y, m - 1, 15, 12)));
  return format.dayShort(new Date(Date.UTC(y, m - 1, d)));
}

/** One row per bucket (oldest first), one column per series id holding its average (2 decimals), for recharts. */
export function chartRows(overview: Pick<AnalyticsOverview, "series">): Record<string, number | string>[] {
  const rows = new Map<string, Record<string, number | string>>();
  for (const series of overview.series) {
    for (const point of series.points) {
      const row = rows.get(point.date) ?? { date: point.date };
      row[series.id] = Math.round(point.average * 100) / 100;
      rows.set(point.date, row);
    }
  }
  return [...rows.values()].sort((a, b) => String(a.date).localeCompare(String(b.date)));
}
