/**
 * The one place dates, times, numbers and durations are formatted for people: in their language (next-intl's
 * locale) and their timezone (next-intl's timeZone, the person's own). Client components call useFormat(), server
 * components getFormat() (format-server.ts); both give the same functions, so a date reads alike wherever it is shown.
 */
import { type DateTimeFormatOptions, type NumberFormatOptions, useFormatter } from "next-intl";

type Formatter = ReturnType<typeof useFormatter>;
type Value = string | number | Date | null | undefined;

const FALLBACK = "—";

function toDate(value: Value): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "just now" under this many seconds; the relative time's units after that, each up to the next. */
const JUST_NOW_SECONDS = 45;

export function formatsOf(format: Formatter) {
  const dated =
    (options: DateTimeFormatOptions) =>
    (value: Value, fallback = FALLBACK): string => {
      const date = toDate(value);
      return date ? format.dateTime(date, options) : fallback;
    };
  return {
    /** "Mar 3, 2026" / "3 mars 2026" */
    date: dated({ dateStyle: "medium" }),
    /** "Mar 3, 2026, 4:05 PM" */
    dateTime: dated({ dateStyle: "medium", timeStyle: "short" }),
    /** A calendar day stored as UTC midnight (a birth date, a journal's day): shown without a timezone shift. */
    day: dated({ dateStyle: "long", timeZone: "UTC" }),
    /** A calendar day, short: "Mar 3" (axis labels, compact lists). */
    dayShort: dated({ month: "short", day: "numeric", timeZone: "UTC" }),
    /** "4:05 PM" / "16:05" */
    time: dated({ timeStyle: "short" }),
    /** "March 2026" */
    month: dated({ month: "long", year: "numeric" }),
    number: (value: number, options?: NumberFormatOptions) => format.number(value, options),
    percent: (fraction: number) => format.number(fraction, { style: "percent", maximumFractionDigits: 0 }),
    /** "just now", "5 minutes ago", "yesterday", "in 3 days". */
    relative: (value: Value, now: Date) => {
      const date = toDate(value);
      if (!date) return "";
      if (Math.abs(date.getTime() - now.getTime()) < JUST_NOW_SECONDS * 1000)
        return format.relativeTime(now, now);
      return format.relativeTime(date, now);
    },
    /** "A, B and C" / "A, B y C" */
    list: (items: string[]) => format.list(items, { type: "conjunction" }),
  };
}

export type Format = ReturnType<typeof formatsOf>;

export function useFormat(): Format {
  return formatsOf(useFormatter());
}
