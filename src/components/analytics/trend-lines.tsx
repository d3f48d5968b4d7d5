"use client";

import { useTranslations } from "next-intl";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { CHART_TOOLTIP_STYLE } from "@/components/ui/chart-style";
import { useFormat } from "@/i18n/format";
import type { AnalyticsSeries } from "@/lib/contracts/analytics/schemas";
import type { Granularity } from "@/lib/contracts/assessments/schemas";
import { bucketLabel, CHART_COLORS } from "./labels";

/** The user's line in the first colour, the averages in the others by their place in the answer. */
function seriesColor(series: AnalyticsSeries, index: number): string {
  return series.kind === "user" ? CHART_COLORS[0] : CHART_COLORS[(index % 4) + 1];
}

/** A section trend's lines (recharts), loaded apart from the page: see SectionTrendChart. */
export function TrendLines({
  rows,
  series,
  drawn,
  granularity,
}: {
  /** From chartRows: one row per bucket date, a value per series id. */
  rows: Record<string, number | string>[];
  /** Every series of the answer: a line's colour is its place there. */
  series: AnalyticsSeries[];
  drawn: AnalyticsSeries[];
  granularity: Granularity;
}) {
  const t = useTranslations("analytics.chart");
  const format = useFormat();
  const label = (date: string) =>
    bucketLabel(date, granularity, format, (quarter, year) => t("quarter", { quarter, year: String(year) }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={rows} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
        <XAxis
          dataKey="date"
          tickFormatter={(d: string) => label(d)}
          stroke="var(--muted-foreground)"
          fontSize={12}
        />
        <YAxis domain={[0, 10]} stroke="var(--muted-foreground)" fontSize={12} allowDecimals={false} />
        <Tooltip labelFormatter={(d) => label(String(d))} contentStyle={CHART_TOOLTIP_STYLE} />
        <Legend />
        {drawn.map((line) => (
          <Line
            key={`${line.kind}-${line.id}`}
            className={`series-${line.kind}`}
            type="monotone"
            dataKey={line.id}
            name={line.kind === "user" ? line.label : t("averageLine", { name: line.label })}
            stroke={seriesColor(line, series.indexOf(line))}
            strokeWidth={line.kind === "user" ? 2.5 : 1.5}
            strokeDasharray={line.kind === "organization" ? "5 4" : undefined}
            dot={rows.length < 40}
            connectNulls
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}
