/**
 * The one place dates, times, numbers and durations are formatted for people: in their language (next-intl's
 * locale) and their timezone (next-intl's timeZone, the person's own). Components call useFormat() (client ones,
 * and server ones that are not async), so a date reads alike wherever it is shown.
 */
import { type DateTimeFormatOptions, type NumberFormatOptions, useFormatter, useLocale } from "next-intl";

type Formatter = ReturnType<typeof useFormatter>;
type Value = string | number | Date | null | undefined;

const FALLBACK = "—";

function toDate(value: Value): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "now" under this many seconds; then each unit up to the next one's size. */
const NOW_SECONDS = 45;
const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
  ["week", 4.35],
  ["month", 12],
  ["year", Number.POSITIVE_INFINITY],
];

/** "now", "5 minutes ago", "yesterday", "last year": Intl's own words for the language (numeric: auto). */
function relativeTime(locale: string, date: Date, now: Date): string {
  const words = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  let value = (date.getTime() - now.getTime()) / 1000;
  if (Math.abs(value) < NOW_SECONDS) return words.format(0, "second");
  for (const [unit, size] of STEPS) {
    if (Math.abs(value) < size) return words.format(Math.round(value), unit);
    value /= size;
  }
  return words.format(Math.round(value), "year");
}

export function formatsOf(format: Formatter, locale: string) {
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
    /** "now", "5 minutes ago", "yesterday", "in 3 days". */
    relative: (value: Value, now: Date) => {
      const date = toDate(value);
      return date ? relativeTime(locale, date, now) : "";
    },
    /** A month on a chart's axis: "Mar 26" / "mars 26", read at mid-month in UTC so no timezone moves it. */
    monthShort: dated({ month: "short", year: "2-digit", timeZone: "UTC" }),
    /** "A, B and C" / "A, B y C" */
    list: (items: string[]) => format.list(items, { type: "conjunction" }),
  };
}

export type Format = ReturnType<typeof formatsOf>;

export function useFormat(): Format {
  return formatsOf(useFormatter(), useLocale());
}
