"use client";

import { useTranslations } from "next-intl";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { CHART_COLORS } from "@/components/analytics/labels";
import { CHART_TOOLTIP_STYLE } from "@/components/ui/chart-style";

export const USAGE_BARS = ["loggedIn", "chatsCreated", "journalsCreated"] as const;

export type UsageRow = { name: string } & Record<(typeof USAGE_BARS)[number], number>;

/** The usage bars (recharts), loaded apart from the page: see UsageReport. */
export function UsageChart({ rows }: { rows: UsageRow[] }) {
  const t = useTranslations("reports.usage.bars");
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
        <XAxis dataKey="name" stroke="var(--muted-foreground)" fontSize={12} />
        <YAxis allowDecimals={false} stroke="var(--muted-foreground)" fontSize={12} />
        <Tooltip cursor={{ fill: "var(--accent)", opacity: 0.4 }} contentStyle={CHART_TOOLTIP_STYLE} />
        <Legend />
        {USAGE_BARS.map((key, i) => (
          <Bar
            key={key}
            dataKey={key}
            name={t(key)}
            fill={CHART_COLORS[i]}
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
