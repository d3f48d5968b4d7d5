/**
 * The check-in rules, evaluated at `now` (a controlled clock in tests): for each organisation whose rules are on,
 * its athletes who may be reached (not off, not snoozing) and whose local time is not night, the candidates of
 * each rule, each opened at most once per period (open-check-in.ts). Safe to run on any number of workers at once.
 */
import { describeError, log } from "@/server/log";
import { checkInOrganizations } from "@/server/organizations/check-in-organizations";
import { checkInAthletes } from "@/server/users/check-in-athletes";
import { candidatesOf } from "./candidates";
import { isNight } from "./night";
import { openCheckIn } from "./open-check-in";

export async function evaluateCheckIns(
  now: Date,
  organizationId: string | null = null,
): Promise<{ opened: number }> {
  let opened = 0;
  for (const org of await checkInOrganizations(organizationId)) {
    const awake = (await checkInAthletes(org.id, now)).filter((a) => !isNight(now, a.timezone));
    if (awake.length === 0) continue;
    const timezoneOf = new Map(awake.map((a) => [a.id, a.timezone]));
    for (const candidate of await candidatesOf(org.id, org.rules, awake, now)) {
      try {
        if (await openCheckIn(org.id, candidate, timezoneOf.get(candidate.userId) ?? null)) opened += 1;
      } catch (error) {
        log.error("check-in failed", {
          organizationId: org.id,
          userId: candidate.userId,
          ...describeError(error),
        });
      }
    }
  }
  return { opened };
}
