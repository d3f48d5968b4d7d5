/**
 * Demo progress data, so the analytics, metrics and usage pages of the demo organisation are not empty: for the
 * demo athlete a few assessed journal entries, two goals with progress notes and ~90 days of assessment values
 * (all 12 keys every third day); lighter values for the second athlete, so team and organisation averages have
 * something to compare with; and the usage statistics records (day and month, organisation and team) that this
 * activity would have produced. Dates are relative to the day of the first seed.
 *
 * This file only orchestrates: each owner domain writes its own rows (journals/demo-journals.ts,
 * goals/demo-goals.ts, assessments/demo-values.ts, usage/demo-usage.ts), with the dates of `dayAt`.
 *
 * Idempotent: journals and goals are found by title before being created, values are only created when the
 * user has none, and usage records only when their slug does not exist yet (a re-run never overwrites what
 * real events have added since).
 */
import { seedDemoValues } from "@/server/assessments/demo-values";
import { seedDemoGoals } from "@/server/goals/demo-goals";
import { seedDemoJournals } from "@/server/journals/demo-journals";
import { seedDemoUsage, type UsageDay } from "@/server/usage/demo-usage";
import { memberCounts } from "@/server/users/member-counts";

export interface DemoPerson {
  id: string;
  teamIds: string[];
}

/** 18:00 UTC, `daysAgo` days before today. */
function dayAt(daysAgo: number, now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysAgo, 18));
}

const dayKey = (d: Date) => d.toISOString().slice(0, 10);

export async function seedDemoProgress(
  organizationId: string,
  athlete: DemoPerson,
  others: DemoPerson[],
  now: Date = new Date(),
) {
  const at = (daysAgo: number) => dayAt(daysAgo, now);
  const activity: { person: DemoPerson; days: Date[]; journals: Date[] }[] = [];
  const journals = await seedDemoJournals(athlete, organizationId, at);
  await seedDemoGoals(athlete.id, organizationId, at);
  activity.push({ person: athlete, days: await seedDemoValues(athlete, organizationId, at, 3, 5), journals });
  for (const [i, other] of others.entries()) {
    activity.push({
      person: other,
      days: await seedDemoValues(other, organizationId, at, 4 + i, 4.5 + i),
      journals: [],
    });
  }
  // Usage: a sign-in on every day with values or a journal; a journal created and assessed on journal days.
  const byDay = new Map<string, Map<string | null, UsageDay>>();
  const teams = new Set<string>();
  const add = (day: string, team: string | null, userId: string, journals: number) => {
    const perTeam = byDay.get(day) ?? new Map<string | null, UsageDay>();
    byDay.set(day, perTeam);
    const usage = perTeam.get(team) ?? { loggedIn: new Set<string>(), journals: 0 };
    perTeam.set(team, usage);
    usage.loggedIn.add(userId);
    usage.journals += journals;
  };
  for (const { person, days, journals: journalDays } of activity) {
    for (const t of person.teamIds) teams.add(t);
    const journalKeys = journalDays.map(dayKey);
    const allDays = new Set([...days.map(dayKey), ...journalKeys]);
    for (const day of allDays) {
      const wroteJournals = journalKeys.filter((k) => k === day).length;
      for (const team of [null, ...person.teamIds]) add(day, team, person.id, wroteJournals);
    }
  }
  // totalUsersLifetime of each record: the member counts of the organisation and of the teams with activity.
  await seedDemoUsage(organizationId, byDay, await memberCounts(organizationId, teams));
}
