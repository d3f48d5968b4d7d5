import type { Sendable } from "@/lib/api/define";
import { GOAL_STATUSES } from "@/lib/constants";
import type { UserMetrics } from "@/lib/contracts/analytics/schemas";
import { SECTION_NAMES } from "@/lib/contracts/analytics/schemas";
import { notFound } from "@/lib/errors";
import { latestValues, sectionAverages } from "@/server/assessments/user-values";
import { chatCounts } from "@/server/chats/lists/chat-counts";
import { goalCounts } from "@/server/goals/goal-counts";
import type { RequestContext } from "@/server/http/context";
import { journalCounts } from "@/server/journals/journal-counts";
import { metricsUser } from "@/server/users/metrics-user";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * GET /users/metrics/{id}: a user the caller may see (users/scope.ts: an athlete only themselves, a coach the
 * members of their teams, an admin the organisation), else 404 'User not found'. Streaks are kept by
 * users/record-activity.ts; the rest is counted by the domains that own the rows. "Last 30 days" is [now − 30 d, now], "previous 30" the 30 days
 * before that.
 */
export async function userMetrics(
  ctx: RequestContext,
  id: string,
  now = new Date(),
): Promise<Sendable<UserMetrics>> {
  const user = await metricsUser(ctx, id);
  if (!user) throw notFound("User");
  const from30 = new Date(now.getTime() - 30 * DAY_MS);
  const from60 = new Date(now.getTime() - 60 * DAY_MS);
  const [journals, chats, goalCount, latest, averages] = await Promise.all([
    journalCounts(id),
    chatCounts(id),
    goalCounts(id),
    latestValues(id),
    sectionAverages(id, from60, from30, now),
  ]);
  const byStatus = Object.fromEntries(
    GOAL_STATUSES.map((s) => [s, 0]),
  ) as UserMetrics["counts"]["goals"]["byStatus"];
  let goals = 0;
  for (const g of goalCount.byStatus) {
    const status = (g.status === "in_progress" ? "in-progress" : g.status) as keyof typeof byStatus;
    byStatus[status] = g.count;
    goals += g.count;
  }
  const averageBySection = new Map(averages.map((a) => [a.section, a]));
  // UTC timestamps of the raw query come back without a zone: read them as UTC.
  const iso = (d: Date) => d.toISOString();
  return {
    user: { _id: user.id, name: user.name, teams: user.teams.map((t) => ({ _id: t.id, name: t.name })) },
    streakDays: user.streakDays,
    maxStreakDays: user.maxStreakDays,
    lastActiveOn: user.lastActiveOn ? user.lastActiveOn.toISOString().slice(0, 10) : null,
    counts: {
      journals,
      chats,
      goals: { total: goals, byStatus, averageProgress: goalCount.averageProgress },
    },
    latestValues: latest
      .map((r) => ({ section: r.section, key: r.key, value: r.value, date: iso(r.date) }))
      .sort((a, b) => SECTION_NAMES.indexOf(a.section) - SECTION_NAMES.indexOf(b.section)),
    sectionAverages: SECTION_NAMES.map((section) => {
      const row = averageBySection.get(section);
      const last30 = row?.last30 ?? null;
      const previous30 = row?.previous30 ?? null;
      return {
        section,
        last30,
        previous30,
        change: last30 !== null && previous30 !== null ? last30 - previous30 : null,
      };
    }),
  };
}
