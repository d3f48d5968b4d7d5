"use client";

import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { CHART_COLORS } from "@/components/analytics/labels";
import { CHART_TOOLTIP_STYLE } from "@/components/ui/chart-style";

export const USAGE_BARS = [
  { key: "loggedIn", label: "Signed in" },
  { key: "chatsCreated", label: "Chats started" },
  { key: "journalsCreated", label: "Journals written" },
] as const;

export type UsageRow = { name: string } & Record<(typeof USAGE_BARS)[number]["key"], number>;

/** The usage bars (recharts), loaded apart from the page: see UsageReport. */
export function UsageChart({ rows }: { rows: UsageRow[] }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={rows} margin={{ top: 8, right: 12, bottom: 0, left: -16 }}>
        <CartesianGrid strokeDasharray="3 3" stroke="var(--border)" vertical={false} />
        <XAxis dataKey="name" stroke="var(--muted-foreground)" fontSize={12} />
        <YAxis allowDecimals={false} stroke="var(--muted-foreground)" fontSize={12} />
        <Tooltip cursor={{ fill: "var(--accent)", opacity: 0.4 }} contentStyle={CHART_TOOLTIP_STYLE} />
        <Legend />
        {USAGE_BARS.map((b, i) => (
          <Bar
            key={b.key}
            dataKey={b.key}
            name={b.label}
            fill={CHART_COLORS[i]}
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
