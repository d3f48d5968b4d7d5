/**
 * Check-ins with a controlled clock: the organisation's rules (idle, a goal due and behind, an area falling twice)
 * open a check-in chat whose opening the coaching agent writes from the reason, and notify the athlete; exactly once
 * per period with two workers at once; never in the athlete's night (their timezone); not while snoozed or off;
 * and coaches see them on the member's page. Every date here comes from the fixed clock below.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { checkIns } from "@/lib/contracts/check-ins/endpoints";
import { organizations } from "@/lib/contracts/organizations/endpoints";
import { CHECK_IN_QUEUE, checkInHandler } from "@/server/check-ins/check-in-job";
import { evaluateCheckIns } from "@/server/check-ins/evaluate-check-ins";
import { db } from "@/server/db";
import { bossWith } from "@/server/jobs/boss";
import { drainJobs } from "@/server/jobs/drain";
import { request } from "../support/api-client";
import { makeAgent } from "../support/chats";
import { makeOrganization } from "../support/fixtures";
import { tokensOf, type World } from "../support/org-team";
import { makeAssessmentValue, makeGoal } from "../support/records";
import { setUser } from "../support/state";

/** Noon in Madrid (13:00), 07:00 in New York: day for athlete A, night for athlete B. */
const NOON_UTC = new Date("2026-11-27T12:00:00.000Z");
const hoursLater = (h: number) => new Date(NOON_UTC.getTime() + h * 3_600_000);
const JOINED = new Date("2026-10-01T09:00:00.000Z");

let world: World;
let t: Record<"athlete" | "athleteB" | "coach" | "admin", string>;

const checkInsOf = (userId: string) => db.checkIn.findMany({ where: { userId }, orderBy: { reason: "asc" } });

beforeAll(async () => {
  world = await makeOrganization();
  t = await tokensOf({
    athlete: world.athleteA,
    athleteB: world.athleteB,
    coach: world.coach,
    admin: world.admin,
  });
  await makeAgent(world.org.id, { name: "Coach Kit" });
  await setUser(world.athleteA.id, { timezone: "Europe/Madrid", createdAt: JOINED });
  await setUser(world.athleteB.id, { timezone: "America/New_York", createdAt: JOINED });
  await makeGoal({
    userId: world.athleteA.id,
    organizationId: world.org.id,
    title: "Sub-60 400 m",
    target: "Race under a minute",
    progress: 20,
    deadlineDate: new Date("2026-11-30T00:00:00.000Z"),
  });
  for (const [value, day] of [
    [9, "2026-11-01"],
    [7, "2026-11-10"],
    [5, "2026-11-20"],
  ] as const)
    await makeAssessmentValue({
      userId: world.athleteA.id,
      organizationId: world.org.id,
      section: "mental",
      key: "mood",
      value,
      date: new Date(`${day}T10:00:00.000Z`),
    });
});

describe("the check-in rules", () => {
  it("open each check-in once with two workers at once, with an opening from the reason, and not at night", async () => {
    const [first, second] = await Promise.all([
      evaluateCheckIns(NOON_UTC, world.org.id),
      evaluateCheckIns(NOON_UTC, world.org.id),
    ]);
    expect(first.opened + second.opened).toBe(3);
    const mine = await checkInsOf(world.athleteA.id);
    expect(mine.map((c) => c.reason)).toEqual(["area-falling", "goal-due", "idle"]);
    expect(await checkInsOf(world.athleteB.id)).toHaveLength(0); // 07:00 in New York

    const goalChat = mine.find((c) => c.reason === "goal-due")?.chatId as string;
    const opening = await db.message.findFirstOrThrow({ where: { chatId: goalChat, role: "assistant" } });
    expect(opening.content).toContain("I'm checking in about your goal “Sub-60 400 m”");
    expect(opening.content).toContain("20%");
    const chat = await db.chat.findUniqueOrThrow({ where: { id: goalChat } });
    expect(chat.createdById).toBe(world.athleteA.id);
    const notices = await db.notification.findMany({
      where: { users: { some: { id: world.athleteA.id } }, title: "Your coach is checking in" },
    });
    expect(notices).toHaveLength(3);

    // The same period again half an hour later: nothing new. New York's morning: athlete B's idle check-in.
    expect((await evaluateCheckIns(hoursLater(0.5), world.org.id)).opened).toBe(0); // 07:30 in New York
    expect((await evaluateCheckIns(hoursLater(3), world.org.id)).opened).toBe(1);
    expect((await checkInsOf(world.athleteB.id)).map((c) => c.reason)).toEqual(["idle"]);
  });

  it("run once per period through the job queue too, with the clock in the job", async () => {
    const goal = await makeGoal({
      userId: world.athleteA.id,
      organizationId: world.org.id,
      title: "Bench 60 kg",
      target: "Three reps",
      progress: 5,
      deadlineDate: new Date("2026-12-02T00:00:00.000Z"),
    });
    const boss = await bossWith(CHECK_IN_QUEUE);
    const at = hoursLater(1).toISOString();
    await boss.send(CHECK_IN_QUEUE.name, { at, organizationId: world.org.id });
    await boss.send(CHECK_IN_QUEUE.name, { at, organizationId: world.org.id });
    const before = await db.checkIn.count({ where: { organizationId: world.org.id } });
    await Promise.all([
      drainJobs({ handlers: [checkInHandler], deadlineMs: 15_000 }),
      drainJobs({ handlers: [checkInHandler], deadlineMs: 15_000 }),
    ]);
    expect(await db.checkIn.count({ where: { organizationId: world.org.id } })).toBe(before + 1);
    expect(await db.checkIn.count({ where: { period: `goal:${goal.id}:2026-12-02` } })).toBe(1);
  });

  it("leave an athlete alone while snoozed or off, and follow the organisation's rules", async () => {
    const goal = await makeGoal({
      userId: world.athleteB.id,
      organizationId: world.org.id,
      title: "Swim 1500 m",
      target: "Under 25 minutes",
      progress: 10,
      deadlineDate: new Date("2026-12-01T00:00:00.000Z"),
    });
    const snoozed = await request(checkIns.updateSettings, { token: t.athleteB, body: { snoozeDays: 7 } });
    expect(snoozed.body.snoozedUntil).toEqual(expect.any(String));
    expect((await evaluateCheckIns(hoursLater(4), world.org.id)).opened).toBe(0);
    await request(checkIns.updateSettings, { token: t.athleteB, body: { snoozeDays: 0, off: true } });
    expect((await evaluateCheckIns(hoursLater(4), world.org.id)).opened).toBe(0);
    await request(checkIns.updateSettings, { token: t.athleteB, body: { off: false } });

    const rules = {
      enabled: false,
      idleDays: 7,
      goalDueDays: 7,
      goalProgressBelow: 50,
      areaFallingTwice: true,
    };
    const off = await request(organizations.update, {
      token: t.admin,
      params: { id: world.org.id },
      body: { checkInRules: rules },
    });
    expect(off.body.checkInRules).toEqual(rules);
    expect((await evaluateCheckIns(hoursLater(4), world.org.id)).opened).toBe(0);
    await request(organizations.update, {
      token: t.admin,
      params: { id: world.org.id },
      body: { checkInRules: { ...rules, enabled: true } },
    });
    expect((await evaluateCheckIns(hoursLater(4), world.org.id)).opened).toBe(1);
    expect((await checkInsOf(world.athleteB.id)).map((c) => c.period)).toContain(
      `goal:${goal.id}:2026-12-01`,
    );
  });

  it("are listed for coaches on the member's page, and an athlete's settings are theirs alone", async () => {
    const list = await request(checkIns.ofUser, { token: t.coach, params: { id: world.athleteA.id } });
    expect(list.status).toBe(200);
    expect(list.body.map((c: { summary: string }) => c.summary)).toContain(
      "Goal “Sub-60 400 m” is due on 2026-11-30 and is at 20%",
    );
    expect(
      (await request(checkIns.ofUser, { token: t.athlete, params: { id: world.athleteA.id } })).status,
    ).toBe(403);
    expect((await request(checkIns.updateSettings, { token: t.coach, body: { off: true } })).status).toBe(
      403,
    );
    const bad = await request(checkIns.updateSettings, {
      token: t.athlete,
      body: { snoozeDays: 5 } as never,
    });
    expect(bad.status).toBe(400);
  });
});
