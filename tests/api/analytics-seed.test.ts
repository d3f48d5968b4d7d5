/** The demo progress seed: enough data for the analytics pages, consistent usage records, and idempotent. */
import { beforeAll, describe, expect, it } from "vitest";
import { analytics } from "@/lib/contracts/analytics/endpoints";
import { reports } from "@/lib/contracts/reports/endpoints";
import { db } from "@/server/db";
import { seedDemoProgress } from "@/server/seed/demo-progress";
import { request } from "../support/api-client";
import { makeOrganization } from "../support/fixtures";
import { tokensOf, type World } from "../support/org-team";

let world: World;
let token: string;
const now = new Date();

const counts = async () => ({
  values: await db.assessmentValue.count({ where: { organizationId: world.org.id } }),
  journals: await db.journalEntry.count({ where: { organizationId: world.org.id } }),
  goals: await db.goal.count({ where: { organizationId: world.org.id } }),
  notes: await db.goalNote.count({ where: { goal: { organizationId: world.org.id } } }),
  usage: await db.usageStatistics.count({ where: { organizationId: world.org.id } }),
});

beforeAll(async () => {
  world = await makeOrganization();
  ({ admin: token } = await tokensOf({ admin: world.admin }));
  const seed = () =>
    seedDemoProgress(world.org.id, { id: world.athleteA.id, teamIds: [world.teamA.id] }, [
      { id: world.athleteB.id, teamIds: [world.teamB.id] },
    ]);
  await seed();
});

describe("seedDemoProgress", () => {
  it("gives the athlete journals, goals with notes and 90 days of values in all 12 keys", async () => {
    const athlete = world.athleteA.id;
    expect(await db.journalEntry.count({ where: { userId: athlete, assessed: true } })).toBe(4);
    const goals = await db.goal.findMany({ where: { userId: athlete }, include: { notes: true } });
    expect(goals.map((g) => [g.progress, g.notes.length]).sort()).toEqual([
      [25, 2],
      [40, 2],
    ]);
    // Every third day of the last 90: 30 days × 12 keys.
    expect(await db.assessmentValue.count({ where: { userId: athlete } })).toBe(360);
    const values = await db.assessmentValue.findMany({ where: { userId: athlete }, select: { value: true } });
    expect(values.every((v) => v.value >= 1 && v.value <= 10)).toBe(true);
  });

  it("is idempotent", async () => {
    const before = await counts();
    await seedDemoProgress(world.org.id, { id: world.athleteA.id, teamIds: [world.teamA.id] }, [
      { id: world.athleteB.id, teamIds: [world.teamB.id] },
    ]);
    expect(await counts()).toEqual(before);
  });

  it("feeds the analytics overview and usage reports consistently", async () => {
    const start = new Date(now.getTime() - 100 * 24 * 60 * 60 * 1000).toISOString();
    const res = await request(analytics.overview, {
      token,
      body: {
        section: "mental",
        granularity: "month",
        userId: world.athleteA.id,
        userTeams: [world.teamA.id],
        dateFilter: { startDate: start, endDate: now.toISOString() },
      },
    });
    expect(res.status).toBe(200);
    const [org, , user] = res.body.series;
    expect(user.summary.count).toBe(120);
    // The other athlete's values make the organisation series (the user's own are left out).
    expect(org.summary.count).toBeGreaterThan(0);
    const usage = await request(reports.overview, {
      token,
      body: { startDate: start, endDate: now.toISOString() },
    });
    expect(usage.body.totals).toMatchObject({ totalJournalsCreated: 4, totalJournalsAssessed: 4 });
    // Signed-in users of the seeded days: both athletes (plus anyone who signed in today for real).
    expect(usage.body.totals.uniqueUsersLoggedIn).toBeGreaterThanOrEqual(2);
    const days = usage.body.records.filter((r: { usersLoggedIn: string[] }) =>
      r.usersLoggedIn.includes(world.athleteA.id),
    );
    expect(days.length).toBeGreaterThanOrEqual(30);
  });
});
