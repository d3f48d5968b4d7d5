/**
 * Usage statistics records kept as events happen (src/server/usage/record-usage-event.ts) and streaks kept
 * by src/server/users/record-activity.ts. Events are dated in 2026-03 / 2025, far from "now", so the events
 * the fixtures themselves record (user creation, sign-in) never land in the records looked at here.
 */
import { beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "@/server/db";
import { recordUsageEvent, type UsageEvent } from "@/server/usage/record-usage-event";
import { recordActivity } from "@/server/users/record-activity";
import { makeOrganization, makePerson } from "../support/fixtures";
import type { World } from "../support/org-team";
import { setUser } from "../support/state";

let world: World;

const at = (iso: string) => new Date(iso);

async function recordOf(teamId: string | null, dateType: "day" | "month", date: string) {
  return db.usageStatistics.findFirst({
    where: { organizationId: world.org.id, teamId, dateType, date: new Date(date) },
    include: { usersLoggedIn: { select: { id: true } } },
  });
}

beforeAll(async () => {
  world = await makeOrganization();
  const { teamA, teamB, athleteA, athleteB } = world;
  const event = (kind: UsageEvent, iso: string, teams: { id: string }[], user?: { id: string }) =>
    recordUsageEvent(kind, {
      organizationId: world.org.id,
      teamIds: teams.map((team) => team.id),
      ...(user ? { userId: user.id } : {}),
      at: at(iso),
    });
  // 2026-03-10: A signs in twice, B once, two chats in team A, one journal in both teams.
  await event("userLoggedIn", "2026-03-10T08:00:00Z", [teamA], athleteA);
  await event("userLoggedIn", "2026-03-10T20:00:00Z", [teamA], athleteA);
  await event("userLoggedIn", "2026-03-10T09:00:00Z", [teamB], athleteB);
  await event("chatCreated", "2026-03-10T10:00:00Z", [teamA]);
  await event("chatCreated", "2026-03-10T11:00:00Z", [teamA]);
  await event("journalCreated", "2026-03-10T12:00:00Z", [teamA, teamB]);
  // 2026-03-11: one assessed chat and journal, one new user, A signs in again.
  await event("chatAssessed", "2026-03-11T10:00:00Z", [teamA]);
  await event("journalAssessed", "2026-03-11T10:00:00Z", [teamB]);
  await event("userCreated", "2026-03-11T23:59:59Z", [teamB]);
  await event("userLoggedIn", "2026-03-11T07:00:00Z", [teamA], athleteA);
});

describe("recordUsageEvent", () => {
  it("keeps a day record per organisation with counters and unique logged-in users", async () => {
    const day = await recordOf(null, "day", "2026-03-10T00:00:00Z");
    expect(day).toMatchObject({
      dateType: "day",
      year: 2026,
      month: 3,
      day: 10,
      usersCreated: 0,
      chatsCreated: 2,
      chatsAssessed: 0,
      journalsCreated: 1,
      journalsAssessed: 0,
    });
    expect(day?.usersLoggedIn.map((u) => u.id).sort()).toEqual([world.athleteA.id, world.athleteB.id].sort());
    const next = await recordOf(null, "day", "2026-03-11T00:00:00Z");
    expect(next).toMatchObject({ usersCreated: 1, chatsCreated: 0, chatsAssessed: 1, journalsAssessed: 1 });
    expect(next?.usersLoggedIn.map((u) => u.id)).toEqual([world.athleteA.id]);
  });

  it("keeps a month record adding up the days", async () => {
    const month = await recordOf(null, "month", "2026-03-01T00:00:00Z");
    expect(month).toMatchObject({
      dateType: "month",
      year: 2026,
      month: 3,
      day: null,
      usersCreated: 1,
      chatsCreated: 2,
      chatsAssessed: 1,
      journalsCreated: 1,
      journalsAssessed: 1,
    });
    expect(month?.usersLoggedIn).toHaveLength(2);
  });

  it("keeps records per team, each with only that team's events", async () => {
    const a = await recordOf(world.teamA.id, "day", "2026-03-10T00:00:00Z");
    const b = await recordOf(world.teamB.id, "day", "2026-03-10T00:00:00Z");
    expect(a).toMatchObject({ chatsCreated: 2, journalsCreated: 1 });
    expect(b).toMatchObject({ chatsCreated: 0, journalsCreated: 1 });
    expect(a?.usersLoggedIn.map((u) => u.id)).toEqual([world.athleteA.id]);
    expect(b?.usersLoggedIn.map((u) => u.id)).toEqual([world.athleteB.id]);
    const monthB = await recordOf(world.teamB.id, "month", "2026-03-01T00:00:00Z");
    expect(monthB).toMatchObject({ usersCreated: 1, journalsAssessed: 1, chatsAssessed: 0 });
  });

  it("stores the member count as totalUsersLifetime and keeps one record per slug", async () => {
    // makeOrganization: admin, coach (both teams), athlete A (team A), athlete B (team B).
    expect((await recordOf(null, "day", "2026-03-11T00:00:00Z"))?.totalUsersLifetime).toBe(4);
    expect((await recordOf(world.teamA.id, "day", "2026-03-11T00:00:00Z"))?.totalUsersLifetime).toBe(2);
    const count = await db.usageStatistics.count({
      where: {
        organizationId: world.org.id,
        date: { gte: new Date("2026-03-01"), lt: new Date("2026-04-01") },
      },
    });
    // day 10 and 11, month: organisation + team A + team B each.
    expect(count).toBe(9);
  });

  it("never throws, even for an unknown organisation: it logs instead", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await expect(
        recordUsageEvent("chatCreated", { organizationId: "0123456789abcdef01234567" }),
      ).resolves.toBeUndefined();
      expect(logged).toHaveBeenCalledWith("[reports] could not record chatCreated", expect.anything());
    } finally {
      logged.mockRestore();
    }
  });
});

describe("recordActivity", () => {
  const state = async (id: string) =>
    db.user.findUniqueOrThrow({
      where: { id },
      select: { streakDays: true, maxStreakDays: true, lastActiveOn: true, version: true },
    });
  const day = (d: Date | null) => d?.toISOString().slice(0, 10) ?? null;

  it("starts, keeps, extends and restarts a streak", async () => {
    const person = await makePerson(world.org.id, "user");
    await recordActivity(person.id, at("2025-06-01T10:00:00Z"), "UTC");
    const first = await state(person.id);
    expect([first.streakDays, first.maxStreakDays, day(first.lastActiveOn)]).toEqual([1, 1, "2025-06-01"]);
    // Same day: nothing changes, not even the version.
    await recordActivity(person.id, at("2025-06-01T22:00:00Z"), "UTC");
    expect(await state(person.id)).toEqual(first);
    // Next day: +1, and the maximum follows.
    await recordActivity(person.id, at("2025-06-02T01:00:00Z"), "UTC");
    await recordActivity(person.id, at("2025-06-03T01:00:00Z"), "UTC");
    const third = await state(person.id);
    expect([third.streakDays, third.maxStreakDays, day(third.lastActiveOn)]).toEqual([3, 3, "2025-06-03"]);
    // A gap: back to 1, the maximum stays.
    await recordActivity(person.id, at("2025-06-05T12:00:00Z"), "UTC");
    const gap = await state(person.id);
    expect([gap.streakDays, gap.maxStreakDays, day(gap.lastActiveOn)]).toEqual([1, 3, "2025-06-05"]);
  });

  it("draws the day boundary in the user's timezone", async () => {
    const person = await makePerson(world.org.id, "user");
    const ny = "America/New_York"; // UTC-4 in June
    await recordActivity(person.id, at("2025-06-10T12:00:00Z"), ny);
    // 03:00 UTC on the 11th is 23:00 on the 10th in New York: the same day, no change.
    await recordActivity(person.id, at("2025-06-11T03:00:00Z"), ny);
    const same = await state(person.id);
    expect([same.streakDays, day(same.lastActiveOn)]).toEqual([1, "2025-06-10"]);
    // 05:00 UTC on the 11th is 01:00 on the 11th there: the next day.
    await recordActivity(person.id, at("2025-06-11T05:00:00Z"), ny);
    const next = await state(person.id);
    expect([next.streakDays, day(next.lastActiveOn)]).toEqual([2, "2025-06-11"]);
  });

  it("uses the user's stored timezone when none is given", async () => {
    const person = await makePerson(world.org.id, "user");
    await setUser(person.id, { timezone: "Asia/Tokyo" });
    // 16:00 UTC on 2025-07-01 is already 2025-07-02 in Tokyo.
    await recordActivity(person.id, at("2025-07-01T16:00:00Z"));
    expect(day((await state(person.id)).lastActiveOn)).toBe("2025-07-02");
  });
});
