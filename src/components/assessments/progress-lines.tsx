"use client";

import { useTranslations } from "next-intl";
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { CHART_TOOLTIP_STYLE } from "@/components/ui/chart-style";
import { useFormat } from "@/i18n/format";
import type { ChartSeries } from "@/lib/contracts/assessments/schemas";
import { ASSESSMENT_SCALE } from "@/lib/contracts/assessments/values";
import { type ChartRow, dayTicks } from "./chart-rows";

const COLORS = ["var(--chart-1)", "var(--chart-2)", "var(--chart-3)", "var(--chart-4)", "var(--chart-5)"];

/** ProgressChart's lines (recharts), loaded apart from the page. */
export function ProgressLines({ rows, series }: { rows: ChartRow[]; series: ChartSeries[] }) {
  const te = useTranslations("enums");
  const format = useFormat();
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" />
        <XAxis
          dataKey="t"
          type="number"
          scale="time"
          domain={["dataMin", "dataMax"]}
          ticks={dayTicks(rows)}
          tickFormatter={(t: number) => format.dayShort(t)}
          tick={{ fontSize: 12, fill: "var(--muted-foreground)" }}
        />
        <YAxis
          domain={[ASSESSMENT_SCALE.min, ASSESSMENT_SCALE.max]}
          allowDecimals={false}
          width={32}
          tick={{ fontSize: 12, fill: "var(--muted-foreground)" }}
        />
        <Tooltip
          labelFormatter={(t) => format.day(Number(t))}
          contentStyle={{ ...CHART_TOOLTIP_STYLE, fontSize: 12 }}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {series.map((s, i) => (
          <Line
            key={s.key}
            type="monotone"
            dataKey={s.key}
            name={te(`assessmentAreas.${s.key}`)}
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
  );
}
