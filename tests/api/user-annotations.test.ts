import { beforeAll, describe, expect, it } from "vitest";
import { ANNOTATIONS_LIMIT } from "@/lib/constants";
import { users } from "@/lib/contracts/users/endpoints";
import { db } from "@/server/db";
import { caller, offContract, request } from "../support/api-client";
import { expectError, expectNotFound, MISSING_ID, OBJECT_ID } from "../support/expect";
import { makeOrganization, makePerson } from "../support/fixtures";
import { tokensOf, type World } from "../support/org-team";

type Doc = { _id: string; content: string; user: string; author: { _id: string; name: string } | null };
let world: World;
let other: World;
let t: Record<"admin" | "coach" | "coachA" | "athleteA" | "athleteB" | "otherAdmin" | "otherCoach", string>;

const list = caller(users.annotations);
const add = caller(users.addAnnotation);
const remove = caller(users.removeAnnotation);
const addOk = async (token: string, body: object): Promise<Doc> => {
  const res = await add(token, body);
  expect(res.status).toBe(201);
  return res.body;
};
const contents = (docs: Doc[]) => docs.map((d) => d.content);

beforeAll(async () => {
  [world, other] = await Promise.all([makeOrganization(), makeOrganization()]);
  // A coach of team A only: sees athlete A, not athlete B.
  const coachA = await makePerson(world.org.id, "coach", { teamIds: [world.teamA.id] });
  t = await tokensOf({
    admin: world.admin,
    coach: world.coach,
    coachA,
    athleteA: world.athleteA,
    athleteB: world.athleteB,
    otherAdmin: other.admin,
    otherCoach: other.coach,
  });
});

describe("POST /users/annotations/add", () => {
  it("lets a user annotate themself (the default) and answers the document with its author", async () => {
    const res = await add(t.athleteA, { content: "  Felt strong today  " });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      _id: expect.stringMatching(OBJECT_ID),
      __v: 0,
      user: world.athleteA.id,
      author: { _id: world.athleteA.id, name: expect.any(String) },
      content: "Felt strong today",
      organization: world.org.id,
      createdAt: expect.any(String),
    });
    expect(res.body).not.toHaveProperty("authorId");
  });

  it("lets coaches and admins annotate the users they may see, and no one else", async () => {
    expect((await addOk(t.coach, { user: world.athleteB.id, content: "Coach on B" })).author?._id).toBe(
      world.coach.id,
    );
    await addOk(t.coachA, { user: world.athleteA.id, content: "Coach A on A" });
    await addOk(t.admin, { user: world.athleteB.id, content: "Admin on B" });

    const refused: [string, string][] = [
      [t.athleteA, world.athleteB.id], // an athlete sees only themself
      [t.coachA, world.athleteB.id], // not in the coach's teams
      [t.otherAdmin, world.athleteA.id], // another organisation
      [t.admin, MISSING_ID],
    ];
    for (const [token, user] of refused) {
      const res = await add(token, { user, content: "Not allowed" });
      expectNotFound(res);
      expect(res.body.error.message).toBe("User not found");
    }
    expect(await db.userAnnotation.count({ where: { content: "Not allowed" } })).toBe(0);
  });

  it("refuses an empty or too long content and unknown fields, with the messages", async () => {
    expectError(await add(t.athleteA, {}), 400, "VALIDATION_ERROR", [
      { path: "content", message: "Content is required" },
    ]);
    expectError(await add(t.athleteA, { content: "   " }), 400, "VALIDATION_ERROR", [
      { path: "content", message: "Content is required" },
    ]);
    expectError(await add(t.athleteA, { content: "x".repeat(1001) }), 400, "VALIDATION_ERROR", [
      { path: "content", message: "Must be at most 1000 characters" },
    ]);
    expect((await add(t.athleteA, { content: "x".repeat(1000) })).status).toBe(201);
    expectError(await add(t.athleteA, { user: "nope", content: "Hi" }), 400, "VALIDATION_ERROR", [
      { path: "user", message: "Invalid id" },
    ]);
    expectError(
      await add(t.athleteA, offContract({ content: "Hi", author: world.coach.id })),
      400,
      "VALIDATION_ERROR",
    );
  });
});

describe("POST /users/annotations", () => {
  it("lists the caller's own annotations by default, newest first, limit 100 page 1", async () => {
    const res = await list(t.athleteA);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 1, limit: ANNOTATIONS_LIMIT, totalDocs: 3, hasNextPage: false });
    expect(contents(res.body.docs)).toEqual(["x".repeat(1000), "Coach A on A", "Felt strong today"]);
    expect(res.body.docs.every((d: Doc) => d.user === world.athleteA.id)).toBe(true);
    // An empty body is the same query.
    expect((await request(users.annotations, { token: t.athleteA })).body.totalDocs).toBe(3);
  });

  it("pages with limit and page", async () => {
    const res = await list(t.coach, { filters: { user: world.athleteA.id }, limit: 2, page: 2 });
    expect(res.body).toMatchObject({ page: 2, limit: 2, totalDocs: 3, totalPages: 2, hasPrevPage: true });
    expect(contents(res.body.docs)).toEqual(["Felt strong today"]);
    expectError(await list(t.coach, { limit: 0 }), 400, "VALIDATION_ERROR");
  });

  it("lets coaches and admins read the users they may see (filters.user), and no one else", async () => {
    expect(contents((await list(t.coach, { filters: { user: world.athleteB.id } })).body.docs)).toEqual([
      "Admin on B",
      "Coach on B",
    ]);
    expect((await list(t.admin, { filters: { user: world.athleteA.id } })).body.totalDocs).toBe(3);
    expect((await list(t.athleteB)).body.totalDocs).toBe(2);

    const refused: [string, string][] = [
      [t.athleteA, world.athleteB.id],
      [t.coachA, world.athleteB.id],
      [t.otherAdmin, world.athleteA.id],
      [t.otherCoach, world.athleteB.id],
    ];
    for (const [token, user] of refused) {
      const res = await list(token, { filters: { user } });
      expectNotFound(res);
      expect(res.body.error.message).toBe("User not found");
    }
    expectError(await list(t.coach, { filters: { user: "nope" } }), 400, "VALIDATION_ERROR");
  });

  it("never shows another organisation's annotations", async () => {
    await addOk(t.otherAdmin, { user: other.athleteA.id, content: "Other org note" });
    const mine = await list(t.otherAdmin, { filters: { user: other.athleteA.id } });
    expect(contents(mine.body.docs)).toEqual(["Other org note"]);
    const ours = await list(t.admin, { filters: { user: world.athleteA.id } });
    expect(contents(ours.body.docs)).not.toContain("Other org note");
  });
});

describe("DELETE /users/annotations/{id}", () => {
  it("lets the author delete, and an admin of the organisation delete anyone's", async () => {
    const own = await addOk(t.athleteA, { content: "Mine to delete" });
    const res = await remove(t.athleteA, own._id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: own._id, content: "Mine to delete" });
    expect(await db.userAnnotation.count({ where: { id: own._id } })).toBe(0);

    const byCoach = await addOk(t.coach, { user: world.athleteA.id, content: "Coach wrote" });
    expect((await remove(t.admin, byCoach._id)).status).toBe(200);
    expect(await db.userAnnotation.count({ where: { id: byCoach._id } })).toBe(0);
  });

  it("refuses someone else's annotation: 403 when the user is in sight, 404 when not", async () => {
    const byCoach = await addOk(t.coach, { user: world.athleteA.id, content: "Coach's own" });
    // The athlete it is about may read it but not delete it; so may another coach who sees the athlete.
    expectError(await remove(t.athleteA, byCoach._id), 403, "FORBIDDEN");
    expectError(await remove(t.coachA, byCoach._id), 403, "FORBIDDEN");
    const aboutB = await addOk(t.coach, { user: world.athleteB.id, content: "About B" });
    // Neither athlete A nor coach A may see athlete B: nothing to show, nothing to delete.
    for (const token of [t.athleteA, t.coachA]) {
      const res = await remove(token, aboutB._id);
      expectNotFound(res);
      expect(res.body.error.message).toBe("Annotation not found");
    }
    expect(await db.userAnnotation.count({ where: { id: { in: [byCoach._id, aboutB._id] } } })).toBe(2);
    expect((await remove(t.coach, aboutB._id)).status).toBe(200);
  });

  it("is not reachable from another organisation, even by its admin", async () => {
    const ours = await addOk(t.admin, { user: world.athleteA.id, content: "Ours only" });
    for (const token of [t.otherAdmin, t.otherCoach]) {
      const res = await remove(token, ours._id);
      expectNotFound(res);
      expect(res.body.error.message).toBe("Annotation not found");
    }
    expect(await db.userAnnotation.count({ where: { id: ours._id } })).toBe(1);
    expectNotFound(await remove(t.admin, MISSING_ID));
    expectError(await remove(t.admin, "nope"), 400, "VALIDATION_ERROR");
  });
});
