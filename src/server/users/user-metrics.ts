import type { Sendable } from "@/lib/api/define";
import { GOAL_STATUSES } from "@/lib/constants";
import type { AssessmentKeyName, AssessmentSectionName, UserMetrics } from "@/lib/contracts/analytics";
import { SECTION_NAMES } from "@/lib/contracts/analytics";
import { notFound } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { visibleUser } from "./scope";

const DAY_MS = 24 * 60 * 60 * 1000;

interface LatestRow {
  section: AssessmentSectionName;
  key: AssessmentKeyName;
  value: number;
  date: Date;
}

interface AverageRow {
  section: AssessmentSectionName;
  last30: number | null;
  previous30: number | null;
}

/**
 * GET /users/metrics/{id}: a user the caller may see (scope.ts: an athlete only themselves, a coach the
 * members of their teams, an admin the organisation), else 404 'User not found'. Streaks are kept by
 * record-activity.ts; the rest is counted here. "Last 30 days" is [now − 30 d, now], "previous 30" the 30 days
 * before that.
 */
export async function userMetrics(
  ctx: RequestContext,
  id: string,
  now = new Date(),
): Promise<Sendable<UserMetrics>> {
  const user = await db.user.findFirst({
    where: visibleUser(ctx, id),
    select: {
      id: true,
      name: true,
      streakDays: true,
      maxStreakDays: true,
      lastActiveOn: true,
      teams: { select: { id: true, name: true }, orderBy: { name: "asc" } },
    },
  });
  if (!user) throw notFound("User");
  const from30 = new Date(now.getTime() - 30 * DAY_MS);
  const from60 = new Date(now.getTime() - 60 * DAY_MS);
  const [journals, journalsAssessed, chats, chatsAssessed, goalGroups, progress, latest, averages] =
    await Promise.all([
      db.journalEntry.count({ where: { userId: id } }),
      db.journalEntry.count({ where: { userId: id, assessed: true } }),
      db.chat.count({ where: { users: { some: { id } } } }),
      db.chat.count({ where: { users: { some: { id } }, assessed: true } }),
      db.goal.groupBy({ by: ["status"], where: { userId: id }, _count: { _all: true } }),
      db.goal.aggregate({ where: { userId: id }, _avg: { progress: true } }),
      db.$queryRaw<LatestRow[]>`
        SELECT DISTINCT ON (key) section::text AS section, key::text AS key, value::float8 AS value, date
        FROM "AssessmentValue" WHERE "userId" = ${id}
        ORDER BY key, date DESC, "createdAt" DESC`,
      db.$queryRaw<AverageRow[]>`
        SELECT section::text AS section,
          avg(value) FILTER (WHERE date > (${from30.toISOString()}::timestamptz AT TIME ZONE 'UTC'))::float8 AS last30,
          avg(value) FILTER (WHERE date <= (${from30.toISOString()}::timestamptz AT TIME ZONE 'UTC'))::float8
            AS previous30
        FROM "AssessmentValue"
        WHERE "userId" = ${id}
          AND date > (${from60.toISOString()}::timestamptz AT TIME ZONE 'UTC')
          AND date <= (${now.toISOString()}::timestamptz AT TIME ZONE 'UTC')
        GROUP BY section`,
    ]);
  const byStatus = Object.fromEntries(
    GOAL_STATUSES.map((s) => [s, 0]),
  ) as UserMetrics["counts"]["goals"]["byStatus"];
  let goals = 0;
  for (const g of goalGroups) {
    const status = (g.status === "in_progress" ? "in-progress" : g.status) as keyof typeof byStatus;
    byStatus[status] = g._count._all;
    goals += g._count._all;
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
      journals: { total: journals, assessed: journalsAssessed },
      chats: { total: chats, assessed: chatsAssessed },
      goals: { total: goals, byStatus, averageProgress: progress._avg.progress ?? null },
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
