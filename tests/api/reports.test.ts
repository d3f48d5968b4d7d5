/**
 * POST /reports/overview: records and totals from events dated in May 2026 (recordUsageEvent), away from the
 * events the fixtures record "now".
 */
import { beforeAll, describe, expect, it } from "vitest";
import { reports } from "@/lib/contracts/reports/endpoints";
import { recordUsageEvent } from "@/server/usage/record-usage-event";
import { request } from "../support/api-client";
import { expectError } from "../support/expect";
import { makeOrganization, makePerson } from "../support/fixtures";
import { makeMasterWorld, type World, type WorldTokens, worldTokens } from "../support/org-team";

let world: World;
let other: World;
let t: WorldTokens<"coachA" | "master">;

const MAY = { startDate: "2026-05-01T00:00:00.000Z", endDate: "2026-05-31T23:59:59.999Z" };
const report = (token: string, body: object = {}, headers: Record<string, string> = {}) =>
  request(reports.overview, { token, body: { ...MAY, ...body }, headers });

beforeAll(async () => {
  let master: Awaited<ReturnType<typeof makeMasterWorld>>;
  [world, other, master] = await Promise.all([makeOrganization(), makeOrganization(), makeMasterWorld()]);
  const coachA = await makePerson(world.org.id, "coach", { teamIds: [world.teamA.id] });
  const org = world.org.id;
  const { teamA, teamB, athleteA, athleteB } = world;
  const ev = recordUsageEvent;
  await ev("userLoggedIn", {
    organizationId: org,
    teamIds: [teamA.id],
    userId: athleteA.id,
    at: new Date("2026-05-01T08:00:00Z"),
  });
  await ev("userLoggedIn", {
    organizationId: org,
    teamIds: [teamB.id],
    userId: athleteB.id,
    at: new Date("2026-05-01T09:00:00Z"),
  });
  await ev("chatCreated", { organizationId: org, teamIds: [teamA.id], at: new Date("2026-05-01T10:00:00Z") });
  await ev("userLoggedIn", {
    organizationId: org,
    teamIds: [teamA.id],
    userId: athleteA.id,
    at: new Date("2026-05-02T08:00:00Z"),
  });
  await ev("journalCreated", {
    organizationId: org,
    teamIds: [teamA.id],
    at: new Date("2026-05-02T09:00:00Z"),
  });
  await ev("journalAssessed", {
    organizationId: org,
    teamIds: [teamA.id],
    at: new Date("2026-05-02T10:00:00Z"),
  });
  await ev("chatAssessed", {
    organizationId: org,
    teamIds: [teamB.id],
    at: new Date("2026-05-02T11:00:00Z"),
  });
  await ev("userCreated", { organizationId: org, teamIds: [teamA.id], at: new Date("2026-05-02T12:00:00Z") });
  // Outside the range, and another organisation in the range.
  await ev("chatCreated", { organizationId: org, teamIds: [teamA.id], at: new Date("2026-06-01T00:00:00Z") });
  await ev("chatCreated", {
    organizationId: other.org.id,
    teamIds: [],
    at: new Date("2026-05-01T10:00:00Z"),
  });
  t = await worldTokens(world, other, { coachA, master: master.master });
});

describe("POST /reports/overview", () => {
  it("answers the organisation's day records and their totals, counting a user once", async () => {
    const res = await report(t.admin);
    expect(res.status).toBe(200);
    expect(res.body.records.map((r: { date: string }) => r.date)).toEqual([
      "2026-05-01T00:00:00.000Z",
      "2026-05-02T00:00:00.000Z",
    ]);
    expect(res.body.records[0]).toMatchObject({
      dateType: "day",
      organization: world.org.id,
      team: null,
      chatsCreated: 1,
      year: 2026,
      month: 5,
      day: 1,
      usersLoggedIn: [world.athleteA.id, world.athleteB.id].sort(),
    });
    expect(res.body.totals).toEqual({
      totalUsersCreated: 1,
      totalChatsCreated: 1,
      totalChatsAssessed: 1,
      totalJournalsCreated: 1,
      totalJournalsAssessed: 1,
      uniqueUsersLoggedIn: 2,
    });
  });

  it("answers month records with dateType month", async () => {
    const res = await report(t.admin, { dateType: "month", startDate: "2026-05-15T00:00:00.000Z" });
    expect(res.body.records).toHaveLength(1);
    expect(res.body.records[0]).toMatchObject({ dateType: "month", month: 5, day: null });
    expect(res.body.totals).toMatchObject({ totalChatsCreated: 1, uniqueUsersLoggedIn: 2 });
  });

  it("filters by team", async () => {
    const a = await report(t.coach, { team: world.teamA.id });
    expect(a.status).toBe(200);
    expect(a.body.records.every((r: { team: string }) => r.team === world.teamA.id)).toBe(true);
    expect(a.body.totals).toEqual({
      totalUsersCreated: 1,
      totalChatsCreated: 1,
      totalChatsAssessed: 0,
      totalJournalsCreated: 1,
      totalJournalsAssessed: 1,
      uniqueUsersLoggedIn: 1,
    });
    const b = await report(t.admin, { filters: { team: world.teamB.id } });
    expect(b.body.totals).toMatchObject({
      totalChatsAssessed: 1,
      totalChatsCreated: 0,
      uniqueUsersLoggedIn: 1,
    });
  });

  it("is for coaches and admins, and a coach only reads their own teams", async () => {
    expectError(await report(t.athlete), 403, "FORBIDDEN");
    expectError(await report(t.coachA, { team: world.teamB.id }), 404, "TEAM_NOT_EXISTS");
  });

  it("keeps organisations apart; only a master admin names another one", async () => {
    const own = await report(t.otherAdmin);
    expect(own.body.totals).toMatchObject({ totalChatsCreated: 1, uniqueUsersLoggedIn: 0 });
    expectError(await report(t.otherAdmin, { organization: world.org.id }), 403, "FORBIDDEN");
    expectError(await report(t.admin, { team: other.teamA.id }), 404, "TEAM_NOT_EXISTS");
    const master = await report(t.master, { organization: world.org.id, team: world.teamA.id });
    expect(master.status).toBe(200);
    expect(master.body.totals.totalChatsCreated).toBe(1);
    expectError(
      await report(t.master, { organization: "0123456789abcdef01234567" }),
      404,
      "ORGANIZATION_NOT_EXISTS",
    );
  });

  it("validates the dates", async () => {
    expectError(await report(t.admin, { startDate: "nope" }), 400, "VALIDATION_ERROR");
    expectError(
      await report(t.admin, { startDate: "2026-06-01T00:00:00Z", endDate: "2026-05-01T00:00:00Z" }),
      400,
      "VALIDATION_ERROR",
    );
  });
});
