/**
 * POST /analytics/overview against figures worked out by hand on a small dataset: two teams, athlete A in team
 * A, athlete B in team B and a third athlete in both, values of the mental section on chosen dates (UTC).
 *
 *  #  who    teams  key          date (UTC)           value
 *  1  A      A      mood         2026-01-05 10:00     4
 *  2  A      A      mood         2026-01-05 15:00     6
 *  3  B      B      mood         2026-01-05 12:00     8
 *  4  both   A,B    mood         2026-01-05 09:00     2
 *  5  A      A      mood         2026-01-06 12:00     5
 *  6  A      A      mood         2026-01-07 02:00     6   (2026-01-06 21:00 in New York)
 *  7  both   A,B    mood         2026-01-12 12:00     10
 *  8  B      B      motivation   2026-01-12 12:00     1
 *  9  A      A      mood         2026-02-10 12:00     7
 * 10  B      B      mood         2026-04-02 12:00     3
 * 11  A      A      physicalHealth 2026-01-05 12:00   9   (another section)
 * plus a value of 100 in another organisation on 2026-01-05 (must never show).
 * 2026-01-05 and 2026-01-12 are Mondays.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { analytics } from "@/lib/contracts/analytics/endpoints";
import { request } from "../support/api-client";
import { expectError, expectNotFound } from "../support/expect";
import { makeOrganization, makePerson, type Person } from "../support/fixtures";
import { type World, type WorldTokens, worldTokens } from "../support/org-team";
import { makeAssessmentValue } from "../support/records";

type Point = { date: string; average: number; median: number; count: number };
type Series = { id: string; kind: string; label: string; points: Point[]; summary: Point };

let world: World;
let other: World;
let both: Person;
let coachA: Person;
let t: WorldTokens<"coachA">;

const YEAR = { startDate: "2026-01-01T00:00:00.000Z", endDate: "2026-12-31T23:59:59.999Z" };

async function value(
  person: Person,
  organizationId: string,
  teams: string[],
  key: string,
  section: string,
  date: string,
  v: number,
) {
  await makeAssessmentValue({
    userId: person.id,
    organizationId,
    section: section as "mental",
    key: key as "mood",
    value: v,
    date: new Date(date),
    teams: { connect: teams.map((id) => ({ id })) },
  });
}

const overview = (token: string, body: object, headers: Record<string, string> = {}) =>
  request(analytics.overview, {
    token,
    body: { section: "mental", key: "mood", dateFilter: YEAR, ...body },
    headers,
  });

/** [date, average, median, count] per point, averages rounded to 4 places. */
const pts = (s: Series | undefined) =>
  (s?.points ?? []).map((p) => [p.date, Number(p.average.toFixed(4)), p.median, p.count]);
const seriesOf = (body: { series: Series[] }, kind: string, id?: string) =>
  body.series.find((s) => s.kind === kind && (id === undefined || s.id === id));

beforeAll(async () => {
  [world, other] = await Promise.all([makeOrganization(), makeOrganization()]);
  const { teamA, teamB } = world;
  [both, coachA] = await Promise.all([
    makePerson(world.org.id, "user", { teamIds: [teamA.id, teamB.id] }),
    makePerson(world.org.id, "coach", { teamIds: [teamA.id] }),
  ]);
  const A = world.athleteA;
  const B = world.athleteB;
  const o = world.org.id;
  await Promise.all([
    value(A, o, [teamA.id], "mood", "mental", "2026-01-05T10:00:00Z", 4),
    value(A, o, [teamA.id], "mood", "mental", "2026-01-05T15:00:00Z", 6),
    value(B, o, [teamB.id], "mood", "mental", "2026-01-05T12:00:00Z", 8),
    value(both, o, [teamA.id, teamB.id], "mood", "mental", "2026-01-05T09:00:00Z", 2),
    value(A, o, [teamA.id], "mood", "mental", "2026-01-06T12:00:00Z", 5),
    value(A, o, [teamA.id], "mood", "mental", "2026-01-07T02:00:00Z", 6),
    value(both, o, [teamA.id, teamB.id], "mood", "mental", "2026-01-12T12:00:00Z", 10),
    value(B, o, [teamB.id], "motivation", "mental", "2026-01-12T12:00:00Z", 1),
    value(A, o, [teamA.id], "mood", "mental", "2026-02-10T12:00:00Z", 7),
    value(B, o, [teamB.id], "mood", "mental", "2026-04-02T12:00:00Z", 3),
    value(A, o, [teamA.id], "physicalHealth", "physical", "2026-01-05T12:00:00Z", 9),
    value(other.athleteA, other.org.id, [other.teamA.id], "mood", "mental", "2026-01-05T12:00:00Z", 100),
  ]);
  t = await worldTokens(world, other, { coachA });
});

describe("POST /analytics/overview: averages and medians by granularity", () => {
  it("day (the default granularity): organisation and compared teams per UTC day", async () => {
    const res = await overview(t.admin, { teamsToCompare: [world.teamA.id, world.teamB.id] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ granularity: "day", section: "mental", key: "mood", timezone: "UTC" });
    expect(res.body.series.map((s: Series) => [s.kind, s.id, s.label])).toEqual([
      ["organization", world.org.id, world.org.name],
      ["team", world.teamA.id, "Team A"],
      ["team", world.teamB.id, "Team B"],
    ]);
    expect(pts(seriesOf(res.body, "organization"))).toEqual([
      ["2026-01-05", 5, 5, 4],
      ["2026-01-06", 5, 5, 1],
      ["2026-01-07", 6, 6, 1],
      ["2026-01-12", 10, 10, 1],
      ["2026-02-10", 7, 7, 1],
      ["2026-04-02", 3, 3, 1],
    ]);
    expect(pts(seriesOf(res.body, "team", world.teamA.id))).toEqual([
      ["2026-01-05", 4, 4, 3],
      ["2026-01-06", 5, 5, 1],
      ["2026-01-07", 6, 6, 1],
      ["2026-01-12", 10, 10, 1],
      ["2026-02-10", 7, 7, 1],
    ]);
    expect(pts(seriesOf(res.body, "team", world.teamB.id))).toEqual([
      ["2026-01-05", 5, 5, 2],
      ["2026-01-12", 10, 10, 1],
      ["2026-04-02", 3, 3, 1],
    ]);
  });

  it("week buckets start on Monday", async () => {
    const res = await overview(t.admin, { granularity: "week" });
    expect(pts(seriesOf(res.body, "organization"))).toEqual([
      ["2026-01-05", 5.1667, 5.5, 6],
      ["2026-01-12", 10, 10, 1],
      ["2026-02-09", 7, 7, 1],
      ["2026-03-30", 3, 3, 1],
    ]);
  });

  it("month, quarter and year", async () => {
    const month = await overview(t.admin, { granularity: "month" });
    expect(pts(seriesOf(month.body, "organization"))).toEqual([
      ["2026-01-01", 5.8571, 6, 7],
      ["2026-02-01", 7, 7, 1],
      ["2026-04-01", 3, 3, 1],
    ]);
    const quarter = await overview(t.admin, { granularity: "quarter" });
    expect(pts(seriesOf(quarter.body, "organization"))).toEqual([
      ["2026-01-01", 6, 6, 8],
      ["2026-04-01", 3, 3, 1],
    ]);
    const year = await overview(t.admin, { granularity: "year" });
    expect(pts(seriesOf(year.body, "organization"))).toEqual([["2026-01-01", 5.6667, 6, 9]]);
    expect(seriesOf(year.body, "organization")?.summary).toEqual({
      average: expect.closeTo(51 / 9, 6),
      median: 6,
      count: 9,
    });
  });

  it("key omitted: every key of the section counts", async () => {
    const res = await overview(t.admin, { key: undefined, granularity: "month" });
    expect(res.body.key).toBeNull();
    expect(pts(seriesOf(res.body, "organization"))).toEqual([
      ["2026-01-01", 5.25, 5.5, 8],
      ["2026-02-01", 7, 7, 1],
      ["2026-04-01", 3, 3, 1],
    ]);
  });
});

describe("POST /analytics/overview: a user against their teams", () => {
  it("leaves the user's own values out of the averages unless includeUserInAverage", async () => {
    const body = {
      granularity: "month",
      userId: both.id,
      userTeams: [world.teamA.id, world.teamB.id],
    };
    const without = await overview(t.admin, body);
    expect(without.status).toBe(200);
    expect(without.body.series.map((s: Series) => s.kind)).toEqual(["organization", "team", "team", "user"]);
    expect(pts(seriesOf(without.body, "user"))).toEqual([["2026-01-01", 6, 6, 2]]);
    expect(pts(seriesOf(without.body, "organization"))[0]).toEqual(["2026-01-01", 5.8, 6, 5]);
    expect(pts(seriesOf(without.body, "team", world.teamA.id))[0]).toEqual(["2026-01-01", 5.25, 5.5, 4]);
    expect(pts(seriesOf(without.body, "team", world.teamB.id))[0]).toEqual(["2026-01-01", 8, 8, 1]);

    const withUser = await overview(t.admin, { ...body, includeUserInAverage: true });
    expect(pts(seriesOf(withUser.body, "user"))).toEqual([["2026-01-01", 6, 6, 2]]);
    expect(pts(seriesOf(withUser.body, "organization"))[0]).toEqual(["2026-01-01", 5.8571, 6, 7]);
    expect(pts(seriesOf(withUser.body, "team", world.teamA.id))[0]).toEqual(["2026-01-01", 5.5, 5.5, 6]);
    expect(pts(seriesOf(withUser.body, "team", world.teamB.id))[0]).toEqual(["2026-01-01", 6.6667, 8, 3]);
  });
});

describe("POST /analytics/overview: dates and timezones", () => {
  it("includes both ends of the date filter and nothing outside it", async () => {
    const res = await overview(t.admin, {
      dateFilter: { startDate: "2026-01-05T12:00:00.000Z", endDate: "2026-01-12T12:00:00.000Z" },
    });
    expect(pts(seriesOf(res.body, "organization"))).toEqual([
      ["2026-01-05", 7, 7, 2],
      ["2026-01-06", 5, 5, 1],
      ["2026-01-07", 6, 6, 1],
      ["2026-01-12", 10, 10, 1],
    ]);
  });

  it("buckets by the caller's timezone", async () => {
    const res = await overview(t.admin, {}, { "x-timezone": "America/New_York" });
    expect(res.body.timezone).toBe("America/New_York");
    expect(pts(seriesOf(res.body, "organization")).slice(0, 3)).toEqual([
      ["2026-01-05", 5, 5, 4],
      ["2026-01-06", 5.5, 5.5, 2],
      ["2026-01-12", 10, 10, 1],
    ]);
  });

  it("refuses a start after the end", async () => {
    const res = await overview(t.admin, {
      dateFilter: { startDate: "2026-02-01T00:00:00.000Z", endDate: "2026-01-01T00:00:00.000Z" },
    });
    expectError(res, 400, "VALIDATION_ERROR");
  });
});

describe("POST /analytics/overview: scope", () => {
  it("is for coaches and admins: an athlete is refused", async () => {
    expectError(await overview(t.athlete, {}), 403, "FORBIDDEN");
  });

  it("lets a coach compare their own teams and see their members", async () => {
    const res = await overview(t.coach, { teamsToCompare: [world.teamB.id], userId: world.athleteB.id });
    expect(res.status).toBe(200);
    expect(pts(seriesOf(res.body, "user"))[0]).toEqual(["2026-01-05", 8, 8, 1]);
  });

  it("refuses a coach a team or a user outside their teams", async () => {
    expectError(await overview(t.coachA, { teamsToCompare: [world.teamB.id] }), 404, "TEAM_NOT_EXISTS");
    const res = await overview(t.coachA, { userId: world.athleteB.id });
    expectNotFound(res);
    expect(res.body.error.message).toBe("User not found");
  });

  it("keeps organisations apart", async () => {
    expectError(await overview(t.admin, { teamsToCompare: [other.teamA.id] }), 404, "TEAM_NOT_EXISTS");
    const user = await overview(t.admin, { userId: other.athleteA.id });
    expect([user.status, user.body.error.message]).toEqual([404, "User not found"]);
    const own = await overview(t.otherAdmin, { granularity: "year" });
    expect(pts(seriesOf(own.body, "organization"))).toEqual([["2026-01-01", 100, 100, 1]]);
    expectError(await overview(t.otherAdmin, {}, { "x-organization-id": world.org.id }), 403, "FORBIDDEN");
  });
});
