/** The recharts tooltip box in the app's popover colours, shared by every chart. */
export const CHART_TOOLTIP_STYLE = {
  background: "var(--popover)",
  border: "1px solid var(--border)",
  color: "var(--popover-foreground)",
  borderRadius: 8,
} as const;
