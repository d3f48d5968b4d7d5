/** "just now", "5 minutes ago", "yesterday", "3 weeks ago": how long ago `date` was, for the bell's list. */
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
  ["week", 4.35],
  ["month", 12],
  ["year", Number.POSITIVE_INFINITY],
];

const format = new Intl.RelativeTimeFormat("en", { numeric: "auto" });

export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const then = typeof date === "string" ? new Date(date) : date;
  let value = (then.getTime() - now.getTime()) / 1000;
  if (Number.isNaN(value)) return "";
  if (Math.abs(value) < 45) return "just now";
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return format.format(Math.round(value), "year");
}

/** The badge's text: the count, capped so it fits. */
export function badgeCount(unread: number): string {
  return unread > 99 ? "99+" : String(unread);
}
