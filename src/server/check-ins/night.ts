import { QUIET_FROM_HOUR, QUIET_UNTIL_HOUR } from "@/lib/contracts/check-ins/values";

/** The hour (0–23) at `now` in `timezone` (UTC when unset or unknown). */
export function localHour(now: Date, timezone: string | null): number {
  try {
    const text = new Intl.DateTimeFormat("en-GB", {
      timeZone: timezone || "UTC",
      hour: "2-digit",
      hourCycle: "h23",
    }).format(now);
    return Number(text);
  } catch {
    return now.getUTCHours();
  }
}

/** The athlete's night: nothing is sent from QUIET_FROM_HOUR until QUIET_UNTIL_HOUR, in their timezone. */
export function isNight(now: Date, timezone: string | null): boolean {
  const hour = localHour(now, timezone);
  return hour >= QUIET_FROM_HOUR || hour < QUIET_UNTIL_HOUR;
}
