import { beforeAll, describe, expect, it } from "vitest";
import type { ResponseOf } from "@/lib/api/define";
import { journals } from "@/lib/contracts/journals/endpoints";
import { db } from "@/server/db";
import { caller, offContract, request, successOf } from "../support/api-client";
import { expectError, expectNotFound, MISSING_ID, OBJECT_ID } from "../support/expect";
import { makeOrganization, makePerson, unique } from "../support/fixtures";
import { makeMasterWorld, tokensOf, type World, worldTokens } from "../support/org-team";
import { setJournal } from "../support/state";

type Doc = ResponseOf<typeof journals.create>;
let world: World;
let other: World;
let masterWorld: Awaited<ReturnType<typeof makeMasterWorld>>;
let coachA: Awaited<ReturnType<typeof makePerson>>;
let t: Record<
  "admin" | "coach" | "coachA" | "athlete" | "athleteB" | "otherAdmin" | "otherAthlete" | "master",
  string
>;

const post = caller(journals.create);
const get = caller(journals.get);
const put = caller(journals.update);
const page = caller(journals.paginate);

const titles = (docs: Doc[]) => docs.map((d) => d.title);
const journalNotFound = (res: Parameters<typeof expectError>[0]) => {
  expectNotFound(res);
  expect(res.body.error.message).toBe("Journal not found");
};

async function write(token: string, body: object = {}): Promise<Doc> {
  return successOf(journals.create, await post(token, { title: unique("Entry"), ...body }));
}

beforeAll(async () => {
  [world, other, masterWorld] = await Promise.all([
    makeOrganization(),
    makeOrganization(),
    makeMasterWorld(),
  ]);
  // A coach of team A only: athlete B (team B) is outside their scope.
  coachA = await makePerson(world.org.id, "coach", { teamIds: [world.teamA.id] });
  t = await worldTokens(world, other, { coachA, master: masterWorld.master });
});

describe("POST /journals", () => {
  it("stores the entry with the caller, their teams and organisation, in the §3 document shape", async () => {
    const res = await post(t.athlete, {
      title: "  First run  ",
      text: "Felt strong.",
      images: ["https://example.com/a.png", "/uploads/b.jpg"],
      date: "2026-03-04T10:00:00.000Z",
      draft: true,
      shouldAssess: false,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: "First run",
      text: "Felt strong.",
      images: ["https://example.com/a.png", "/uploads/b.jpg"],
      date: "2026-03-04T10:00:00.000Z",
      draft: true,
      shouldAssess: false,
      assessed: false,
      assessedAt: null,
      user: world.athleteA.id,
      teams: [world.teamA.id],
      organization: world.org.id,
      __v: 0,
    });
    expect(res.body._id).toMatch(OBJECT_ID);
    expect(res.body.number).toBeGreaterThanOrEqual(1);
    for (const internal of ["id", "version", "userId", "organizationId"]) {
      expect(res.body).not.toHaveProperty(internal);
    }
    expect((await get(t.athlete, res.body._id)).body).toEqual(res.body);
  });

  it("applies the defaults: text empty, no images, date now, not a draft, shouldAssess true", async () => {
    const before = Date.now();
    const res = await post(t.athlete, { title: "Defaults" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      text: "",
      images: [],
      draft: false,
      shouldAssess: true,
      assessed: false,
    });
    expect(Date.parse(res.body.date)).toBeGreaterThanOrEqual(before - 1000);
  });

  it("answers VALIDATION_ERROR with the field message when the title is missing or blank", async () => {
    expectError(await post(t.athlete, { text: "no title" }), 400, "VALIDATION_ERROR", [
      { path: "title", message: "Field is required" },
    ]);
    expectError(await post(t.athlete, { title: "   " }), 400, "VALIDATION_ERROR", [
      { path: "title", message: "Field is required" },
    ]);
  });

  it("refuses dates that do not parse, non-URL images and server-owned fields", async () => {
    expectError(await post(t.athlete, { title: "x", date: "not a date" }), 400, "VALIDATION_ERROR", [
      { path: "date", message: "Invalid date" },
    ]);
    expectError(await post(t.athlete, { title: "x", date: null }), 400, "VALIDATION_ERROR", [
      { path: "date", message: "Invalid date" },
    ]);
    const badImage = await post(t.athlete, { title: "x", images: ["javascript:alert(1)"] });
    expectError(badImage, 400, "VALIDATION_ERROR");
    expect(badImage.body.error.fields[0].path).toBe("images.0");
    for (const field of [{ assessed: true }, { assessedAt: new Date() }, { number: 99 }]) {
      expectError(await post(t.athlete, { title: "x", ...field }), 400, "VALIDATION_ERROR");
    }
  });

  it("numbers each user's entries as their highest number + 1", async () => {
    const fresh = await makePerson(world.org.id, "user", { teamIds: [world.teamB.id] });
    const { token } = await tokensOf({ token: fresh });
    const made = [await write(token), await write(token), await write(token)];
    expect(made.map((d) => d.number)).toEqual([1, 2, 3]);
    // A gap left by a deleted entry is not filled: the next number follows the highest one.
    expect((await request(journals.remove, { token, params: { id: made[1]._id } })).status).toBe(200);
    const fourth = await write(token);
    expect(fourth.number).toBe(4);
    // Other users keep their own counters.
    const other = await makePerson(world.org.id, "user", { teamIds: [world.teamB.id] });
    const { token: otherToken } = await tokensOf({ token: other });
    expect((await write(otherToken)).number).toBe(1);
    expect((await write(token)).number).toBe(5);
  });

  it("gives 8 concurrent creates of one user distinct, consecutive numbers", async () => {
    const racer = await makePerson(world.org.id, "user", { teamIds: [world.teamA.id] });
    const { token } = await tokensOf({ token: racer });
    await write(token);
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => post(token, { title: `Race ${i}` })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(8).fill(201));
    const numbers = results.map((r) => r.body.number as number).sort((a, b) => a - b);
    expect(numbers).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("counts journalsCreated in the usage statistics of the organisation and the caller's team", async () => {
    // Summed over every day (or month) record of the fresh organisation, so a run across midnight still adds up.
    const count = async (teamId: string | null, dateType: "day" | "month" = "day") => {
      const sum = await db.usageStatistics.aggregate({
        where: { organizationId: world.org.id, teamId, dateType },
        _sum: { journalsCreated: true },
      });
      return sum._sum.journalsCreated ?? 0;
    };
    const [orgBefore, teamBefore, otherTeamBefore] = await Promise.all([
      count(null),
      count(world.teamA.id),
      count(world.teamB.id),
    ]);
    await write(t.athlete);
    expect(await count(null)).toBe(orgBefore + 1);
    expect(await count(world.teamA.id)).toBe(teamBefore + 1);
    expect(await count(world.teamB.id)).toBe(otherTeamBefore);
    expect(await count(null, "month")).toBeGreaterThanOrEqual(orgBefore + 1);
    const user = await db.user.findUniqueOrThrow({ where: { id: world.athleteA.id } });
    expect(user.streakDays).toBeGreaterThanOrEqual(1);
    expect(user.lastActiveOn).not.toBeNull();
  });
});

describe("PUT /journals/{id}", () => {
  it("lets the owner change any subset of the fields", async () => {
    const entry = await write(t.athlete, { text: "before", images: ["https://example.com/x.png"] });
    const res = await put(t.athlete, entry._id, { title: "Renamed", draft: true, images: [] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      _id: entry._id,
      title: "Renamed",
      text: "before",
      draft: true,
      images: [],
      number: entry.number,
      __v: 1,
    });
    expectError(await put(t.athlete, entry._id, { title: "" }), 400, "VALIDATION_ERROR", [
      { path: "title", message: "Field is required" },
    ]);
    expectError(await put(t.athlete, entry._id, { date: "31/31/2026" }), 400, "VALIDATION_ERROR", [
      { path: "date", message: "Invalid date" },
    ]);
    expectError(await put(t.athlete, entry._id, offContract({ assessed: false })), 400, "VALIDATION_ERROR");
  });

  it("keeps an assessment when other fields change and resets it when the text changes", async () => {
    const entry = await write(t.athlete, { text: "original" });
    const assessedAt = new Date("2026-01-02T03:04:05.000Z");
    await setJournal(entry._id, { assessed: true, assessedAt });
    const retitled = await put(t.athlete, entry._id, { title: "New title", text: "original", draft: true });
    expect(retitled.body).toMatchObject({ assessed: true, assessedAt: assessedAt.toISOString() });
    const rewritten = await put(t.athlete, entry._id, { text: "rewritten" });
    expect(rewritten.body).toMatchObject({ text: "rewritten", assessed: false, assessedAt: null });
  });

  it("is refused with 'Journal not found' to anyone but the owner, coaches and admins included", async () => {
    const entry = await write(t.athlete, { title: "Mine" });
    for (const token of [t.coach, t.admin, t.athleteB, t.otherAdmin, t.master]) {
      journalNotFound(await put(token, entry._id, { title: "Hijacked" }));
    }
    journalNotFound(await put(t.athlete, MISSING_ID, { title: "x" }));
    expect((await get(t.athlete, entry._id)).body.title).toBe("Mine");
  });
});

describe("DELETE /journals/{id}", () => {
  it("lets only the owner delete, answering the deleted document", async () => {
    const entry = await write(t.athlete);
    for (const token of [t.coach, t.admin, t.athleteB, t.otherAdmin]) {
      journalNotFound(await request(journals.remove, { token, params: { id: entry._id } }));
    }
    const res = await request(journals.remove, { token: t.athlete, params: { id: entry._id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: entry._id, title: entry.title });
    journalNotFound(await get(t.athlete, entry._id));
    journalNotFound(await request(journals.remove, { token: t.athlete, params: { id: entry._id } }));
  });
});

describe("GET /journals/{id}", () => {
  it("lets the team's coach and the organisation's admin read an athlete's entry", async () => {
    const entry = await write(t.athleteB, { title: "Team B entry" });
    for (const token of [t.athleteB, t.coach, t.admin]) {
      const res = await get(token, entry._id);
      expect(res.status).toBe(200);
      expect(res.body.title).toBe("Team B entry");
    }
  });

  it("hides entries outside the caller's scope: another athlete, a coach of another team, another org", async () => {
    const entry = await write(t.athleteB);
    journalNotFound(await get(t.athlete, entry._id));
    journalNotFound(await get(t.coachA, entry._id));
    journalNotFound(await get(t.otherAdmin, entry._id));
    journalNotFound(await get(t.otherAthlete, entry._id));
    // A master admin acting in their own organisation does not see it either.
    journalNotFound(await get(t.master, entry._id));
    // The coach acting in team A (team header) does not reach team B's entries.
    journalNotFound(await get(t.coach, entry._id, { "x-team-id": world.teamA.id }));
    expect((await get(t.coach, entry._id, { "x-team-id": world.teamB.id })).status).toBe(200);
  });

  it("answers 404 for a missing id and VALIDATION_ERROR for a malformed one", async () => {
    journalNotFound(await get(t.athlete, MISSING_ID));
    expectError(await get(t.athlete, "nope"), 400, "VALIDATION_ERROR");
  });
});

describe("POST /journals/paginate", () => {
  let author: Awaited<ReturnType<typeof makePerson>>;
  let token: string;

  beforeAll(async () => {
    author = await makePerson(world.org.id, "user", { teamIds: [world.teamA.id] });
    ({ token } = await tokensOf({ token: author }));
    const entries = [
      { title: "Alpha sprint", text: "hills", date: "2026-01-10", draft: false },
      { title: "Bravo rest", text: "Recovery day, sprint drills", date: "2026-01-20", draft: true },
      { title: "Charlie swim", text: "pool", date: "2026-02-05", draft: false },
      { title: "Delta gym", text: "weights", date: "2026-02-15", draft: false },
    ];
    for (const entry of entries) await write(token, entry);
    const charlie = await db.journalEntry.findFirstOrThrow({
      where: { userId: author.id, title: "Charlie swim" },
    });
    await setJournal(charlie.id, { assessed: true, assessedAt: new Date() });
  });

  it("defaults to the caller's own entries, newest date first, in the §3 page shape", async () => {
    const res = await page(token, { limit: 3 });
    expect(res.status).toBe(200);
    expect(titles(res.body.docs)).toEqual(["Delta gym", "Charlie swim", "Bravo rest"]);
    expect(res.body).toMatchObject({
      totalDocs: 4,
      limit: 3,
      page: 1,
      totalPages: 2,
      hasNextPage: true,
      hasPrevPage: false,
      nextPage: 2,
      prevPage: null,
    });
    const second = await page(token, { limit: 3, page: 2 });
    expect(titles(second.body.docs)).toEqual(["Alpha sprint"]);
    // A coach's or admin's own list holds only their own entries.
    const coachPage = await page(t.coach, {});
    expect(coachPage.body.docs.every((d: Doc) => d.user === world.coach.id)).toBe(true);
  });

  it("filters by draft, assessed and a date range, and sorts by number, title and createdAt", async () => {
    const drafts = await page(token, { filters: { draft: true } });
    expect(titles(drafts.body.docs)).toEqual(["Bravo rest"]);
    const assessed = await page(token, { filters: { assessed: true } });
    expect(titles(assessed.body.docs)).toEqual(["Charlie swim"]);
    const january = await page(token, {
      filters: { date: { $gte: "2026-01-01", $lt: "2026-02-01" } },
      sortBy: "date",
      sortOrder: "asc",
    });
    expect(titles(january.body.docs)).toEqual(["Alpha sprint", "Bravo rest"]);
    const byNumber = await page(token, { sortBy: "number", sortOrder: "desc" });
    expect(byNumber.body.docs.map((d: Doc) => d.number)).toEqual([4, 3, 2, 1]);
    const byTitle = await page(token, { sortBy: "title", sortOrder: "desc" });
    expect(titles(byTitle.body.docs)).toEqual(["Delta gym", "Charlie swim", "Bravo rest", "Alpha sprint"]);
    const byCreated = await page(token, { sortBy: "createdAt", sortOrder: "asc" });
    expect(titles(byCreated.body.docs)).toEqual(["Alpha sprint", "Bravo rest", "Charlie swim", "Delta gym"]);
    expectError(await page(token, { sortBy: "text" }), 400, "VALIDATION_ERROR");
    expectError(await page(token, { filters: { organization: other.org.id } }), 400, "VALIDATION_ERROR");
    expectError(await page(token, { filters: { date: { $gte: "whenever" } } }), 400, "VALIDATION_ERROR");
  });

  it("searches title and text, case-insensitively", async () => {
    const res = await page(token, { searchQuery: "SPRINT" });
    expect(titles(res.body.docs)).toEqual(["Bravo rest", "Alpha sprint"]);
    const none = await page(token, { searchQuery: "marathon" });
    expect(none.body).toMatchObject({ docs: [], totalDocs: 0 });
  });

  it("lets coaches and admins list a visible user's entries with filters.user, and nobody else", async () => {
    for (const caller of [t.coach, t.coachA, t.admin]) {
      const res = await page(caller, { filters: { user: author.id } });
      expect(res.status).toBe(200);
      expect(res.body.totalDocs).toBe(4);
    }
    // Outside the scope the page is empty: another athlete, another organisation, a coach of another team.
    for (const caller of [t.athleteB, t.otherAdmin, t.master]) {
      const res = await page(caller, { filters: { user: author.id } });
      expect(res.body).toMatchObject({ docs: [], totalDocs: 0 });
    }
    const bEntry = await write(t.athleteB, { title: "Only team B" });
    const coachA = await page(t.coachA, { filters: { user: world.athleteB.id } });
    expect(coachA.body.docs.map((d: Doc) => d._id)).not.toContain(bEntry._id);
    const both = await page(t.coach, {
      filters: { user: { $in: [author.id, world.athleteB.id] } },
      limit: 100,
    });
    expect(both.body.docs.map((d: Doc) => d._id)).toContain(bEntry._id);
    expect(both.body.docs.filter((d: Doc) => d.user === author.id)).toHaveLength(4);
  });

  it("keeps another organisation's entries out of every endpoint", async () => {
    const foreign = await write(t.otherAthlete, { title: "Foreign" });
    journalNotFound(await get(t.admin, foreign._id));
    journalNotFound(await put(t.admin, foreign._id, { title: "x" }));
    journalNotFound(await request(journals.remove, { token: t.admin, params: { id: foreign._id } }));
    const listed = await page(t.admin, { filters: { user: other.athleteA.id } });
    expect(listed.body.totalDocs).toBe(0);
    // The owner still has it, unchanged.
    expect((await get(t.otherAthlete, foreign._id)).body.title).toBe("Foreign");
  });
});
