/** GET /users/metrics/{id}: streaks, counts, latest values and 30-day section averages, within visibility. */
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "@/lib/contracts/users/endpoints";
import { caller } from "../support/api-client";
import { daysAgo } from "../support/clock";
import { expectNotFound } from "../support/expect";
import { makeOrganization, makePerson, type Person } from "../support/fixtures";
import { type World, worldTokens } from "../support/org-team";
import { makeAssessmentValues, makeChat, makeGoals, makeJournals } from "../support/records";
import { setUser } from "../support/state";

let world: World;
let other: World;
let coachA: Person;
let t: Record<"admin" | "coach" | "coachA" | "athlete" | "athleteB" | "otherAdmin", string>;

const metrics = caller(users.metrics);

beforeAll(async () => {
  [world, other] = await Promise.all([makeOrganization(), makeOrganization()]);
  coachA = await makePerson(world.org.id, "coach", { teamIds: [world.teamA.id] });
  const userId = world.athleteB.id;
  const organizationId = world.org.id;
  await setUser(userId, { streakDays: 3, maxStreakDays: 7, lastActiveOn: new Date("2026-11-20T00:00:00Z") });
  await makeJournals([
    { title: "One", userId, organizationId, assessed: true },
    { title: "Two", userId, organizationId, assessed: true },
    { title: "Three", userId, organizationId },
  ]);
  await makeChat({ organizationId, assessed: true, users: { connect: [{ id: userId }] } });
  await makeChat({ organizationId, users: { connect: [{ id: userId }] } });
  await makeGoals([
    { title: "Run", target: "10 km", userId, organizationId, progress: 40 },
    { title: "Sleep", target: "8 h", userId, organizationId, progress: 100, status: "completed" },
    { title: "Read", target: "1 book", userId, organizationId, progress: 10, status: "paused" },
  ]);
  const v = (section: string, key: string, value: number, date: Date) => ({
    userId,
    organizationId,
    section: section as "mental",
    key: key as "mood",
    value,
    date,
  });
  await makeAssessmentValues([
    v("mental", "mood", 4, daysAgo(2)),
    v("mental", "motivation", 6, daysAgo(10)),
    v("mental", "mood", 2, daysAgo(40)),
    v("physical", "sleepQuality", 8, daysAgo(45)),
    v("mental", "mood", 9, daysAgo(90)),
  ]);
  t = await worldTokens(world, other, { coachA });
});

describe("GET /users/metrics/{id}", () => {
  it("answers streaks, counts, latest values and section averages", async () => {
    const res = await metrics(t.coach, world.athleteB.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      user: { _id: world.athleteB.id, teams: [{ _id: world.teamB.id, name: "Team B" }] },
      streakDays: 3,
      maxStreakDays: 7,
      lastActiveOn: "2026-11-20",
      counts: {
        journals: { total: 3, assessed: 2 },
        chats: { total: 2, assessed: 1 },
        goals: {
          total: 3,
          byStatus: { "in-progress": 1, completed: 1, paused: 1, abandoned: 0 },
          averageProgress: 50,
        },
      },
    });
    const latest = Object.fromEntries(
      res.body.latestValues.map((l: { key: string; value: number }) => [l.key, l.value]),
    );
    expect(latest).toEqual({ mood: 4, motivation: 6, sleepQuality: 8 });
    expect(res.body.sectionAverages).toEqual([
      { section: "mental", last30: 5, previous30: 2, change: 3 },
      { section: "physical", last30: null, previous30: 8, change: null },
      { section: "performance", last30: null, previous30: null, change: null },
    ]);
  });

  it("lets an athlete read only their own metrics", async () => {
    const own = await metrics(t.athleteB, world.athleteB.id);
    expect(own.status).toBe(200);
    const res = await metrics(t.athlete, world.athleteB.id);
    expectNotFound(res);
    expect(res.body.error.message).toBe("User not found");
  });

  it("lets a coach read only the members of their teams, an admin their organisation", async () => {
    expect((await metrics(t.coachA, world.athleteB.id)).status).toBe(404);
    expect((await metrics(t.coachA, world.athleteA.id)).status).toBe(200);
    expect((await metrics(t.admin, world.athleteB.id)).status).toBe(200);
    expect((await metrics(t.otherAdmin, world.athleteB.id)).status).toBe(404);
  });

  it("answers zeros for a user without data", async () => {
    const res = await metrics(t.admin, world.athleteA.id);
    expect(res.body.counts.goals).toMatchObject({ total: 0, averageProgress: null });
    expect(res.body.latestValues).toEqual([]);
  });
});
