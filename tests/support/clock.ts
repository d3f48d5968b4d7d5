/**
 * The tests' one clock. A date a test writes comes from here, never from `Date.now()` plus or minus an interval
 * written in the test: such a date lands on another day at some hours (a chat dated "28 minutes ago" is yesterday's
 * at 00:10), and the app groups and counts by days. `scripts/check-test-clock.mjs` (part of `npm test`) refuses that
 * arithmetic anywhere else in the tests. Where the test decides the time itself (a fixed instant, a browser clock),
 * build from that instant; where the app reads the real time (the server's "last 30 days"), from `now()`.
 */
export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** The current instant, for what is compared with the app's own now. */
export const now = (): Date => new Date();

/** `ms` before `from` (now by default). */
export const earlier = (ms: number, from: Date = now()): Date => new Date(from.getTime() - ms);

/** `ms` after `from` (now by default). */
export const later = (ms: number, from: Date = now()): Date => new Date(from.getTime() + ms);

/** `n` days of 24 hours before `from`: for what the app compares with now, never groups by calendar day. */
export const daysAgo = (n: number, from: Date = now()): Date => earlier(n * DAY_MS, from);

/** The local midnight that starts the day of `at`, by the calendar (a day with a clock change is still one day). */
export function startOfLocalDay(at: Date): Date {
  return new Date(at.getFullYear(), at.getMonth(), at.getDate());
}

/** Noon, local time, on the calendar day `n` days before the day of `from`: that day, at whatever hour it runs. */
export function noonDaysBefore(n: number, from: Date = now()): Date {
  return new Date(from.getFullYear(), from.getMonth(), from.getDate() - n, 12);
}

/** `at` on the local calendar day of `day` ("00:01", "23:59"): an instant a test pins a browser's clock to. */
export function localTimeOn(day: Date, at: string): Date {
  const [hours, minutes] = at.split(":").map(Number);
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes);
}

/**
 * `count` instants of the local day of `from`, newest first: from just before `from` back towards its midnight,
 * evenly spread and never before it, so that all of them are "today" at any hour.
 */
export function earlierToday(count: number, from: Date = now()): Date[] {
  const start = startOfLocalDay(from).getTime();
  const span = from.getTime() - start;
  return Array.from(
    { length: count },
    (_, i) => new Date(from.getTime() - Math.floor((span * (i + 1)) / (count + 1))),
  );
}

/** When a wait of `ms` from now gives up. */
export const deadlineIn = (ms: number): number => Date.now() + ms;
