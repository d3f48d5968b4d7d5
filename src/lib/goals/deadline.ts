/**
 * §3 Goal deadline kinds: the deadlineDate of a goal that is not `custom` is computed from its startDate, on the
 * calendar of the user's timezone: week = 7 days later, month / quarter / semester / year = 1 / 3 / 6 / 12
 * calendar months later at the same local time. A day that does not exist in the target month is clamped to the
 * month's last day (31 Jan + 1 month = 28 or 29 Feb). Pure (no services), shared by client and server.
 */
import type { GOAL_DEADLINES } from "../constants";

export type GoalDeadlineKind = (typeof GOAL_DEADLINES)[number];

/** Months each calendar kind adds; week and custom are handled apart. */
export const DEADLINE_MONTHS = { month: 1, quarter: 3, semester: 6, year: 12 } as const;

interface LocalParts {
  year: number;
  month: number; // 1..12
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock reading of an instant in a timezone. */
export function localParts(date: Date, timeZone: string): LocalParts {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(date)) {
    if (p.type !== "literal") parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour === 24 ? 0 : parts.hour,
    minute: parts.minute,
    second: parts.second,
    millisecond: date.getUTCMilliseconds(),
  };
}

const asUtc = (p: LocalParts) =>
  Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, p.millisecond);

/** The timezone's offset from UTC at an instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  return asUtc(localParts(new Date(instant), timeZone)) - instant;
}

/** The instant at which the timezone's clock reads `parts` (the later reading on a DST gap/overlap). */
export function fromLocalParts(parts: LocalParts, timeZone: string): Date {
  const guess = asUtc(parts);
  const first = guess - offsetAt(guess, timeZone);
  const second = guess - offsetAt(first, timeZone);
  return new Date(second);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Calendar months added to a local date, the day clamped to the end of a shorter month. */
export function addLocalMonths(parts: LocalParts, months: number): LocalParts {
  const index = parts.year * 12 + (parts.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { ...parts, year, month, day: Math.min(parts.day, daysInMonth(year, month)) };
}

export function addLocalDays(parts: LocalParts, days: number): LocalParts {
  const d = new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days));
  return { ...parts, year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

/**
 * The deadlineDate of a goal of `kind` starting at `startDate`, in `timeZone` (default UTC). `custom` (and no
 * kind) answers null: the caller gives the date.
 */
export function computeDeadlineDate(
  kind: GoalDeadlineKind | null | undefined,
  startDate: Date,
  timeZone = "UTC",
): Date | null {
  if (!kind || kind === "custom") return null;
  const start = localParts(startDate, timeZone);
  const end = kind === "week" ? addLocalDays(start, 7) : addLocalMonths(start, DEADLINE_MONTHS[kind]);
  return fromLocalParts(end, timeZone);
}

/**
 * The deadline a goal ends up with: computed for a calendar kind, the given date for custom (or no kind).
 */
export function resolveDeadlineDate(
  kind: GoalDeadlineKind | null | undefined,
  startDate: Date,
  given: Date | null | undefined,
  timeZone = "UTC",
): Date | null {
  return computeDeadlineDate(kind, startDate, timeZone) ?? given ?? null;
}

/**
 * Whether a goal's deadline has passed while it is still being worked on. Paused, completed and abandoned goals
 * are not overdue: nobody is expected to act on them.
 */
export function isOverdue(
  goal: { status: string; deadlineDate: string | Date | null | undefined },
  now: Date = new Date(),
): boolean {
  return goal.status === "in-progress" && goal.deadlineDate != null && new Date(goal.deadlineDate) < now;
}
