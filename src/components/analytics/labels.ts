import type { AnalyticsOverview } from "@/lib/contracts/analytics/schemas";
import type { Granularity } from "@/lib/contracts/assessments/schemas";

/** "mindsetAndAwareness" → "Mindset and awareness". */
export function humanize(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** How far back each granularity looks: enough buckets to read a trend, not so many that they blur. */
export const GRANULARITY_RANGE_DAYS: Record<Granularity, number> = {
  day: 30,
  week: 7 * 12,
  month: 365,
  quarter: 2 * 365,
  year: 5 * 365,
};

export const GRANULARITY_LABELS: Record<Granularity, string> = {
  day: "Daily · last 30 days",
  week: "Weekly · last 12 weeks",
  month: "Monthly · last 12 months",
  quarter: "Quarterly · last 2 years",
  year: "Yearly · last 5 years",
};

/** The theme's chart colours (src/app/globals.css). */
export const CHART_COLORS = [
  "var(--chart-1)",
  "var(--chart-2)",
  "var(--chart-3)",
  "var(--chart-4)",
  "var(--chart-5)",
];

/** A bucket's local date "YYYY-MM-DD" as a short axis label for its granularity. */
export function bucketLabel(date: string, granularity: Granularity): string {
  const [y, m, d] = date.split("-").map(Number);
  const value = new Date(Date.UTC(y, m - 1, d));
  if (granularity === "year") return String(y);
  if (granularity === "quarter") return `Q${Math.floor((m - 1) / 3) + 1} ${y}`;
  if (granularity === "month")
    return value.toLocaleDateString("en-GB", { month: "short", year: "2-digit", timeZone: "UTC" });
  return value.toLocaleDateString("en-GB", { day: "numeric", month: "short", timeZone: "UTC" });
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
