import { beforeAll, describe, expect, it } from "vitest";
import { GET as streamList } from "@/app/api/goals/stream-list/route";
import { goals } from "@/lib/contracts/goals/endpoints";
import { db } from "@/server/db";
import { publishGoalChange } from "@/server/goals/goal-events";
import { recordGoalProgress } from "@/server/goals/record-goal-progress";
import { type BodyOf, caller, offContract, request, successOf } from "../support/api-client";
import { expectError, expectNotFound, MISSING_ID, OBJECT_ID } from "../support/expect";
import { makeOrganization, unique } from "../support/fixtures";
import { tokensOf, type World, worldTokens } from "../support/org-team";
import { callStream } from "../support/sse";

let world: World;
let other: World;
let t: Record<"admin" | "coach" | "athlete" | "athleteB" | "otherAdmin" | "otherAthlete", string>;

const post = caller(goals.create);
const put = caller(goals.update);
const page = caller(goals.paginate);
const goalBody = (overrides: object = {}) => ({
  title: unique("Run a 10k"),
  target: "Finish under 50 minutes",
  ...overrides,
});
const ids = (docs: { _id: string }[]) => docs.map((d) => d._id).sort();

/** A goal of the athlete of team A (made by them). */
async function athleteGoal(overrides: object = {}) {
  return successOf(goals.create, await post(t.athlete, goalBody(overrides)));
}

beforeAll(async () => {
  [world, other] = await Promise.all([makeOrganization(), makeOrganization()]);
  t = await worldTokens(world, other);
});

describe("POST /goals", () => {
  it("creates the caller's goal in the §3 document shape with the defaults", async () => {
    const before = Date.now();
    const res = await post(t.athlete, goalBody({ motivation: "Health", keywords: ["fitness", "fitness"] }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      user: world.athleteA.id,
      organization: world.org.id,
      target: "Finish under 50 minutes",
      motivation: "Health",
      keywords: ["fitness"],
      progress: 0,
      status: "in-progress",
      completedDate: null,
      deadline: null,
      deadlineDate: null,
      createdBy: world.athleteA.id,
      updatedBy: world.athleteA.id,
      notes: [],
    });
    expect(res.body._id).toMatch(OBJECT_ID);
    expect(Date.parse(res.body.startDate)).toBeGreaterThanOrEqual(before - 1000);
    for (const internal of ["id", "version", "userId", "organizationId", "createdById"]) {
      expect(res.body).not.toHaveProperty(internal);
    }
    expect((await request(goals.get, { token: t.athlete, params: { id: res.body._id } })).body).toEqual(
      res.body,
    );
  });

  it("computes deadlineDate from startDate and the kind in the caller's timezone; custom needs a date", async () => {
    const month = await post(
      t.athlete,
      goalBody({ deadline: "month", startDate: "2026-01-31T12:00:00.000Z" }),
    );
    expect(month.body.deadlineDate).toBe("2026-02-28T12:00:00.000Z");
    const week = await post(
      t.athlete,
      goalBody({ deadline: "week", startDate: "2026-03-31T01:00:00.000Z", deadlineDate: "2030-01-01" }),
    );
    expect(week.body.deadlineDate).toBe("2026-04-07T01:00:00.000Z");
    // 31 Mar 01:00 UTC is 30 Mar in São Paulo: a month later is 30 Apr there (1 May 01:00 UTC).
    const zoned = await post(
      t.athlete,
      goalBody({ deadline: "month", startDate: "2026-03-31T01:00:00.000Z" }),
      {
        "x-timezone": "America/Sao_Paulo",
      },
    );
    expect(zoned.body.deadlineDate).toBe("2026-05-01T01:00:00.000Z");
    const custom = await post(
      t.athlete,
      goalBody({
        deadline: "custom",
        startDate: "2026-01-01T00:00:00.000Z",
        deadlineDate: "2026-06-15T00:00:00.000Z",
      }),
    );
    expect(custom.body).toMatchObject({ deadline: "custom", deadlineDate: "2026-06-15T00:00:00.000Z" });
    expectError(await post(t.athlete, goalBody({ deadline: "custom" })), 400, "VALIDATION_ERROR", [
      { path: "deadlineDate", message: "Deadline date is required for a custom deadline" },
    ]);
  });

  it("refuses a missing title or target, a keyword outside the list and progress 101", async () => {
    expectError(await post(t.athlete, { target: "x" }), 400, "VALIDATION_ERROR", [
      { path: "title", message: "Field is required" },
    ]);
    expectError(await post(t.athlete, { title: "x", target: "  " }), 400, "VALIDATION_ERROR", [
      { path: "target", message: "Field is required" },
    ]);
    expectError(
      await post(t.athlete, goalBody({ keywords: ["fitness", "astrology"] })),
      400,
      "VALIDATION_ERROR",
      [{ path: "keywords.1", message: "Must be one of the goal keywords" }],
    );
    expectError(await post(t.athlete, goalBody({ progress: 101 })), 400, "VALIDATION_ERROR", [
      { path: "progress", message: "Number must be at most 100" },
    ]);
    expectError(await post(t.athlete, goalBody({ progress: -1 })), 400, "VALIDATION_ERROR", [
      { path: "progress", message: "Number must be positive or zero" },
    ]);
    expectError(await post(t.athlete, goalBody({ status: "done" })), 400, "VALIDATION_ERROR");
  });

  it("records a starting progress as the first note", async () => {
    const res = await post(t.athlete, goalBody({ progress: 30 }));
    expect(res.body.progress).toBe(30);
    expect(res.body.notes).toHaveLength(1);
    expect(res.body.notes[0]).toMatchObject({ previousProgress: 0, progress: 30, progressedValue: 30 });
  });

  it("lets a coach create a goal for a member of their team, but an athlete not for someone else", async () => {
    const res = await post(t.coach, goalBody({ user: world.athleteB.id }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ user: world.athleteB.id, createdBy: world.coach.id });
    expect((await request(goals.get, { token: t.athleteB, params: { id: res.body._id } })).status).toBe(200);
    const admin = await post(t.admin, goalBody({ user: world.athleteA.id }));
    expect(admin.body).toMatchObject({ user: world.athleteA.id, createdBy: world.admin.id });
    expectNotFound(await post(t.athlete, goalBody({ user: world.athleteB.id })));
    const foreign = await post(t.coach, goalBody({ user: other.athleteA.id }));
    expectNotFound(foreign);
    expect(foreign.body.error.message).toBe("User not found");
  });
});

describe("PUT /goals/{id}", () => {
  it("moves progress with notes, clamps at 0 and 100 and records previousProgress (newest note first)", async () => {
    const goal = await athleteGoal();
    const up = await put(t.athlete, goal._id, {
      note: { title: "Long run", justification: "Ran 8k", progressedValue: 40 },
    });
    expect(up.status).toBe(200);
    expect(up.body.progress).toBe(40);
    expect(up.body.notes[0]).toMatchObject({
      goalId: goal._id,
      title: "Long run",
      justification: "Ran 8k",
      previousProgress: 0,
      progress: 40,
      progressedValue: 40,
      fromChat: null,
      fromJournal: null,
    });
    const down = await put(t.athlete, goal._id, { note: { progressedValue: -70 } });
    expect(down.body.progress).toBe(0);
    // The note keeps the change actually made: only 40 points could be taken away.
    expect(down.body.notes[0]).toMatchObject({ previousProgress: 40, progress: 0, progressedValue: -40 });
    const top = await put(t.athlete, goal._id, { note: { progressedValue: 100 } });
    const over = await put(t.athlete, goal._id, { note: { progressedValue: 30 } });
    expect([top.body.progress, over.body.progress]).toEqual([100, 100]);
    expect(over.body.notes.map((n: { previousProgress: number }) => n.previousProgress)).toEqual([
      100, 0, 40, 0,
    ]);
    expectError(
      await put(t.athlete, goal._id, { note: { progressedValue: -101 } }),
      400,
      "VALIDATION_ERROR",
      [{ path: "note.progressedValue", message: "Number must be at least -100" }],
    );
    expectError(await put(t.athlete, goal._id, { progress: 101 }), 400, "VALIDATION_ERROR", [
      { path: "progress", message: "Number must be at most 100" },
    ]);
  });

  it("records a direct progress change as a note of the difference, and none when unchanged", async () => {
    const goal = await athleteGoal();
    const set = await put(t.athlete, goal._id, { progress: 65 });
    expect(set.body.progress).toBe(65);
    expect(set.body.notes).toHaveLength(1);
    expect(set.body.notes[0]).toMatchObject({ previousProgress: 0, progress: 65, progressedValue: 65 });
    const back = await put(t.athlete, goal._id, { progress: 20 });
    expect(back.body.notes[0]).toMatchObject({ previousProgress: 65, progress: 20, progressedValue: -45 });
    const same = await put(t.athlete, goal._id, { progress: 20, title: "Renamed" });
    expect(same.body).toMatchObject({ title: "Renamed", progress: 20 });
    expect(same.body.notes).toHaveLength(2);
    expectError(
      await put(t.athlete, goal._id, { progress: 30, note: { progressedValue: 5 } }),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("completing a goal brings it to 100 % with a note; completedDate is cleared when the status moves away", async () => {
    const goal = await athleteGoal();
    await put(t.athlete, goal._id, { progress: 60 });
    const done = await put(t.athlete, goal._id, { status: "completed" });
    expect(done.body).toMatchObject({ status: "completed", progress: 100 });
    expect(done.body.notes[0]).toMatchObject({
      title: "Marked completed",
      previousProgress: 60,
      progress: 100,
      progressedValue: 40,
    });
    expect(Date.parse(done.body.completedDate)).not.toBeNaN();
    const again = await put(t.athlete, goal._id, { status: "completed" });
    expect(again.body.completedDate).toBe(done.body.completedDate);
    expect(again.body.notes).toHaveLength(2);
    const paused = await put(t.athlete, goal._id, { status: "paused" });
    expect(paused.body).toMatchObject({ status: "paused", completedDate: null });
    const abandoned = await put(t.athlete, goal._id, { status: "abandoned" });
    expect(abandoned.body.status).toBe("abandoned");
    const resumed = await put(t.athlete, goal._id, { status: "in-progress", progress: 60 });
    expect(resumed.body).toMatchObject({ status: "in-progress", completedDate: null, progress: 60 });
    // Reaching 100 completes an in-progress goal.
    const full = await put(t.athlete, goal._id, { note: { progressedValue: 40 } });
    expect(full.body).toMatchObject({ status: "completed", progress: 100 });
    expect(full.body.completedDate).not.toBeNull();
    const row = await db.goal.findUniqueOrThrow({ where: { id: goal._id } });
    expect(row.status).toBe("completed");
  });

  it("a goal created completed starts at 100 %", async () => {
    const made = await post(t.athlete, goalBody({ status: "completed", progress: 10 }));
    expect(made.body).toMatchObject({ status: "completed", progress: 100 });
    expect(made.body.notes[0]).toMatchObject({
      title: "Marked completed",
      previousProgress: 0,
      progress: 100,
    });
  });

  it("a completed goal whose progress falls below 100 is in progress again", async () => {
    const goal = await athleteGoal();
    await put(t.athlete, goal._id, { status: "completed" });
    const back = await put(t.athlete, goal._id, { note: { progressedValue: -25, title: "Injury" } });
    expect(back.body).toMatchObject({ status: "in-progress", progress: 75, completedDate: null });
  });

  it("recomputes the deadline when the kind or startDate changes", async () => {
    const goal = await athleteGoal({ deadline: "week", startDate: "2026-01-01T00:00:00.000Z" });
    expect(goal.deadlineDate).toBe("2026-01-08T00:00:00.000Z");
    const year = await put(t.athlete, goal._id, { deadline: "year" });
    expect(year.body.deadlineDate).toBe("2027-01-01T00:00:00.000Z");
    const moved = await put(t.athlete, goal._id, { startDate: "2026-02-01T00:00:00.000Z" });
    expect(moved.body.deadlineDate).toBe("2027-02-01T00:00:00.000Z");
    // Switching to custom keeps the current date; clearing it for a custom deadline is refused.
    const kept = await put(t.athlete, goal._id, { deadline: "custom" });
    expect(kept.body).toMatchObject({ deadline: "custom", deadlineDate: "2027-02-01T00:00:00.000Z" });
    expectError(await put(t.athlete, goal._id, { deadlineDate: null }), 400, "VALIDATION_ERROR", [
      { path: "deadlineDate", message: "Deadline date is required for a custom deadline" },
    ]);
    const custom = await put(t.athlete, goal._id, {
      deadline: "custom",
      deadlineDate: "2026-12-24T00:00:00.000Z",
    });
    expect(custom.body).toMatchObject({ deadline: "custom", deadlineDate: "2026-12-24T00:00:00.000Z" });
    expectError(await put(t.athlete, goal._id, offContract({ keywords: ["nope"] })), 400, "VALIDATION_ERROR");
  });

  it("lets coaches and admins in scope update a member's goal; another athlete cannot touch it", async () => {
    const goal = await athleteGoal();
    const coach = await put(t.coach, goal._id, { note: { progressedValue: 10, title: "Coach check-in" } });
    expect(coach.body).toMatchObject({ progress: 10, updatedBy: world.coach.id });
    const admin = await put(t.admin, goal._id, { priority: "high" });
    expect(admin.body).toMatchObject({ priority: "high", updatedBy: world.admin.id });
    for (const res of [
      await request(goals.get, { token: t.athleteB, params: { id: goal._id } }),
      await put(t.athleteB, goal._id, { title: "Mine now" }),
      await put(t.athleteB, goal._id, { note: { progressedValue: 5 } }),
      await request(goals.remove, { token: t.athleteB, params: { id: goal._id } }),
    ]) {
      expectNotFound(res);
      expect(res.body.error.message).toBe("Goal not found");
    }
    expect((await request(goals.get, { token: t.athlete, params: { id: goal._id } })).body).toMatchObject({
      progress: 10,
      priority: "high",
    });
  });
});

describe("DELETE /goals/{id}", () => {
  it("deletes the goal with its notes and answers the deleted document", async () => {
    const goal = await athleteGoal({ progress: 10 });
    const res = await request(goals.remove, { token: t.athlete, params: { id: goal._id } });
    expect(res.status).toBe(200);
    expect(res.body._id).toBe(goal._id);
    expectNotFound(await request(goals.get, { token: t.athlete, params: { id: goal._id } }));
    expect(await db.goalNote.count({ where: { goalId: goal._id } })).toBe(0);
    expectNotFound(await request(goals.remove, { token: t.athlete, params: { id: MISSING_ID } }));
  });
});

describe("cross-organisation isolation", () => {
  it("keeps another organisation's goal out of reach for every endpoint", async () => {
    const goal = await athleteGoal();
    for (const token of [t.otherAdmin, t.otherAthlete]) {
      for (const res of [
        await request(goals.get, { token, params: { id: goal._id } }),
        await put(token, goal._id, { title: "Hijacked" }),
        await put(token, goal._id, { note: { progressedValue: 50 } }),
        await request(goals.remove, { token, params: { id: goal._id } }),
      ]) {
        expectNotFound(res);
        expect(res.body.error.message).toBe("Goal not found");
      }
      const listed = await page(token, { filters: { user: world.athleteA.id }, limit: 100 });
      expect(listed.body.totalDocs).toBe(0);
      const byOrg = await page(token, { filters: { organization: world.org.id }, limit: 100 });
      expect(byOrg.body.totalDocs).toBe(0);
      const byTeam = await page(token, { filters: { team: world.teamA.id }, limit: 100 });
      expect(byTeam.body.totalDocs).toBe(0);
    }
    expectNotFound(await post(t.otherAdmin, goalBody({ user: world.athleteA.id })));
    // Naming the organisation in the header does not help a non-master.
    expectError(
      await post(t.otherAdmin, goalBody(), { "x-organization-id": world.org.id }),
      403,
      "FORBIDDEN",
    );
    const row = await db.goal.findUniqueOrThrow({ where: { id: goal._id } });
    expect(row).toMatchObject({ title: goal.title, progress: 0 });
  });

  it("keeps the stream to the caller's own goals", async () => {
    const res = await callStream(streamList, {
      token: t.otherAdmin,
      path: `/api/goals/stream-list?organizationId=${world.org.id}`,
      headers: { accept: "text/event-stream" },
    });
    expectError({ status: res.status, body: res.body }, 403, "FORBIDDEN");
  });
});

describe("POST /goals/paginate", () => {
  let made: Record<string, string>;
  let tag: string;

  beforeAll(async () => {
    tag = unique("pg");
    const mk = async (token: string, body: object) => {
      const res = await post(token, { target: "t", ...body });
      expect(res.status).toBe(201);
      return res.body._id as string;
    };
    made = {
      a1: await mk(t.athlete, {
        title: `${tag} alpha`,
        priority: "high",
        keywords: ["fitness", "sleep"],
        deadline: "week",
        startDate: "2026-01-01T00:00:00.000Z",
        progress: 70,
      }),
      a2: await mk(t.athlete, {
        title: `${tag} bravo`,
        priority: "low",
        keywords: ["academic"],
        deadline: "year",
        startDate: "2026-01-01T00:00:00.000Z",
        motivation: "zebra motivation",
      }),
      b1: await mk(t.athleteB, {
        title: `${tag} charlie`,
        priority: "medium",
        keywords: ["leadership", "fitness"],
        deadline: "month",
        startDate: "2026-01-01T00:00:00.000Z",
        progress: 20,
      }),
      b2: await mk(t.coach, { user: world.athleteB.id, title: `${tag} delta`, status: "paused" }),
    };
    await put(t.athlete, made.a2, { status: "completed" });
  });

  const search = () => ({ searchQuery: tag, limit: 100 });

  it("shows an athlete only their own goals, a coach their teams' and an admin the organisation's", async () => {
    expect(ids((await page(t.athlete, search())).body.docs)).toEqual([made.a1, made.a2].sort());
    expect(ids((await page(t.coach, search())).body.docs)).toEqual(Object.values(made).sort());
    expect(ids((await page(t.admin, search())).body.docs)).toEqual(Object.values(made).sort());
    // An athlete filtering on another user sees nothing.
    expect(
      (await page(t.athlete, { ...search(), filters: { user: world.athleteB.id } })).body.totalDocs,
    ).toBe(0);
  });

  it("filters by user, team, organization, status, priority and keywords", async () => {
    const by = async (filters: Record<string, unknown>) =>
      ids((await page(t.admin, { ...search(), filters })).body.docs);
    expect(await by({ user: world.athleteB.id })).toEqual([made.b1, made.b2].sort());
    expect(await by({ team: world.teamA.id })).toEqual([made.a1, made.a2].sort());
    expect(await by({ team: world.teamB.id })).toEqual([made.b1, made.b2].sort());
    expect(await by({ organization: world.org.id })).toEqual(Object.values(made).sort());
    expect(await by({ organization: other.org.id })).toEqual([]);
    expect(await by({ status: "in-progress" })).toEqual([made.a1, made.b1].sort());
    expect(await by({ status: ["paused", "completed"] })).toEqual([made.a2, made.b2].sort());
    expect(await by({ priority: "high" })).toEqual([made.a1]);
    expect(await by({ keywords: "fitness" })).toEqual([made.a1, made.b1].sort());
    expect(await by({ keywords: ["academic", "leadership"] })).toEqual([made.a2, made.b1].sort());
    expectError(await page(t.admin, { filters: { keywords: ["astrology"] } }), 400, "VALIDATION_ERROR");
    expectError(await page(t.admin, { filters: { status: "done" } }), 400, "VALIDATION_ERROR");
    expectError(await page(t.admin, { filters: { team: "nope" } }), 400, "VALIDATION_ERROR");
  });

  it("searches title, target and motivation and sorts by deadlineDate, progress, priority and title", async () => {
    const found = await page(t.admin, { searchQuery: "zebra motivation" });
    expect(ids(found.body.docs)).toContain(made.a2);
    const sorted = async (sortBy: string, sortOrder: BodyOf<typeof goals.paginate>["sortOrder"] = "asc") =>
      (
        await page(t.admin, {
          ...search(),
          sortBy,
          sortOrder,
          filters: { user: [world.athleteA.id, world.athleteB.id] },
        })
      ).body.docs;
    const titles = (docs: { _id: string }[]) =>
      docs.map((d) => Object.keys(made).find((k) => made[k] === d._id));
    expect(titles(await sorted("title"))).toEqual(["a1", "a2", "b1", "b2"]);
    // a2 is completed, so at 100 %.
    expect(titles(await sorted("progress", "desc")).slice(0, 3)).toEqual(["a2", "a1", "b1"]);
    expect(titles((await sorted("deadlineDate")).slice(0, 3))).toEqual(["a1", "b1", "a2"]);
    expect(titles((await sorted("priority")).slice(0, 3))).toEqual(["a1", "b1", "a2"]);
    const first = await page(t.admin, { ...search(), limit: 2, page: 2, sortBy: "title" });
    expect(first.body).toMatchObject({ totalDocs: 4, page: 2, totalPages: 2, hasPrevPage: true });
    expect(titles(first.body.docs)).toEqual(["b1", "b2"]);
    expectError(await page(t.admin, { sortBy: "motivation" }), 400, "VALIDATION_ERROR");
  });
});

describe("GET /goals/stream-list", () => {
  it("sends the caller's first page, then the page again when one of their goals changes", async () => {
    const solo = await makeOrganization();
    const tokens = await tokensOf({ athlete: solo.athleteA, coach: solo.coach });
    const mine = (await post(tokens.athlete, goalBody({ title: "Stream me" }))).body;
    const stream = await callStream(streamList, {
      token: tokens.athlete,
      path: `/api/goals/stream-list?timezone=UTC&organizationId=${solo.org.id}`,
      headers: { accept: "text/event-stream" },
    });
    expect(stream.status).toBe(200);
    const first = await stream.sse.next();
    expect(first?.event).toBe("goals");
    expect(first?.data).toMatchObject({ totalDocs: 1, page: 1 });
    expect(first?.data.docs[0]).toMatchObject({ _id: mine._id, title: "Stream me", progress: 0 });

    await put(tokens.athlete, mine._id, { note: { progressedValue: 25, title: "Progress" } });
    const afterNote = await stream.sse.next();
    expect(afterNote?.data.docs[0]).toMatchObject({ _id: mine._id, progress: 25 });
    expect(afterNote?.data.docs[0].notes[0]).toMatchObject({ progressedValue: 25, previousProgress: 0 });

    const created = (await post(tokens.coach, goalBody({ user: solo.athleteA.id, title: "From coach" })))
      .body;
    const afterCreate = await stream.sse.next();
    expect(afterCreate?.data.totalDocs).toBe(2);
    expect(afterCreate?.data.docs[0]._id).toBe(created._id);

    await request(goals.remove, { token: tokens.athlete, params: { id: created._id } });
    const afterDelete = await stream.sse.next();
    expect(ids(afterDelete?.data.docs)).toEqual([mine._id]);

    // What an assessment does: a note inside its transaction, announced once that commits.
    await db.$transaction((tx) => recordGoalProgress({ goalId: mine._id, progressedValue: 5 }, tx));
    publishGoalChange({ type: "progress", goalId: mine._id, userId: solo.athleteA.id });
    const afterService = await stream.sse.next();
    expect(afterService?.data.docs[0].progress).toBe(30);
    await stream.sse.cancel();
  });

  it("answers the current list as JSON to a caller that does not accept an event stream", async () => {
    const mine = await athleteGoal({ title: "Once only" });
    const res = await request(goals.streamList, {
      token: t.athlete,
      // timezone is the pipeline's own query parameter for streams, not the entry's.
      query: offContract({ limit: 1, timezone: "UTC" }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ limit: 1, page: 1 });
    expect(res.body.docs.map((d: { _id: string }) => d._id)).toEqual([mine._id]);
    const paused = await request(goals.streamList, {
      token: t.athlete,
      query: { status: "paused" },
    });
    expect(paused.body.docs.every((d: { status: string }) => d.status === "paused")).toBe(true);
    expectError(
      await request(goals.streamList, { token: t.athlete, query: { limit: 0 } }),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("answers the §8 envelope when not signed in", async () => {
    const res = await callStream(streamList, { path: "/api/goals/stream-list" });
    expect(res.status).toBe(401);
    expect(res.body.error.isAppError).toBe(true);
  });
});
