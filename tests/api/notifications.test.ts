import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET as streamList } from "@/app/api/notifications/stream-list/route";
import { assessments } from "@/lib/contracts/assessments/endpoints";
import { goals } from "@/lib/contracts/goals/endpoints";
import { notifications } from "@/lib/contracts/notifications/endpoints";
import { db } from "@/server/db";
import { seedDemoNotifications } from "@/server/notifications/demo-notifications";
import { notify } from "@/server/notifications/notify";
import { caller, offContract, request, successOf } from "../support/api-client";
import { expectError, expectNotFound, MISSING_ID, OBJECT_ID } from "../support/expect";
import { makeOrganization, makePerson, makeTeam, type Person, unique } from "../support/fixtures";
import { makeMasterWorld, tokensOf, type World, worldTokens } from "../support/org-team";
import { makeJournal } from "../support/records";
import { callStream } from "../support/sse";

type Headers = Record<string, string>;
type Who = "admin" | "coach" | "athlete" | "athleteB" | "otherAdmin" | "otherAthlete" | "master";

let world: World;
let other: World;
let master: Person;
let t: Record<Who, string>;
const previousProvider = process.env.AI_PROVIDER;

const post = caller(notifications.create);
const get = caller(notifications.get);
const put = caller(notifications.update);
const titles = (docs: { title: string }[]) => docs.map((d) => d.title).sort();

/** The titles of the notifications addressed to this caller whose title carries `tag`. */
async function inbox(token: string, tag: string, filters: Record<string, unknown> = {}): Promise<string[]> {
  const res = await request(notifications.paginate, {
    token,
    body: { limit: 100, searchQuery: tag, filters },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return titles(res.body.docs);
}

async function send(token: string, body: object, headers: Headers = {}) {
  return successOf(
    notifications.create,
    await post(token, { message: "Something happened.", ...body }, headers),
  );
}

beforeAll(async () => {
  process.env.AI_PROVIDER = "offline";
  const masterWorld = await makeMasterWorld();
  [world, other] = await Promise.all([makeOrganization(), makeOrganization()]);
  master = masterWorld.master;
  t = await worldTokens(world, other, { master });
});

afterAll(() => {
  process.env.AI_PROVIDER = previousProvider;
});

describe("POST /notifications", () => {
  it("answers the §3 document with the defaults, hasRead false and the author's name", async () => {
    const title = unique("Shape");
    const res = await post(t.coach, { type: "user", users: [world.athleteA.id], title, message: "Hello" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title,
      message: "Hello",
      level: "info",
      metadata: null,
      hasRead: false,
      type: "user",
      users: [world.athleteA.id],
      teams: [],
      organizations: [],
      organization: world.org.id,
      createdBy: world.coach.id,
      updatedBy: world.coach.id,
      __v: 0,
    });
    expect(res.body._id).toMatch(OBJECT_ID);
    expect(typeof res.body.createdByName).toBe("string");
    expect(new Date(res.body.createdAt).getTime()).not.toBeNaN();
  });

  it("validates title, message, level, recipients and metadata.href with the §5 messages", async () => {
    expectError(
      await post(t.coach, { type: "user", users: [world.athleteA.id], message: "m" }),
      400,
      "VALIDATION_ERROR",
      [{ path: "title", message: "Field is required" }],
    );
    expectError(
      await post(t.coach, { type: "user", users: [world.athleteA.id], title: "x".repeat(201), message: "" }),
      400,
      "VALIDATION_ERROR",
      [
        { path: "title", message: "Must be at most 200 characters" },
        { path: "message", message: "Field is required" },
      ],
    );
    expectError(
      await post(t.coach, {
        type: "user",
        users: [world.athleteA.id],
        title: "t",
        message: "m".repeat(2001),
      }),
      400,
      "VALIDATION_ERROR",
      [{ path: "message", message: "Must be at most 2000 characters" }],
    );
    expectError(await post(t.coach, { type: "user", title: "t", message: "m" }), 400, "VALIDATION_ERROR", [
      { path: "users", message: "At least one user is required" },
    ]);
    expectError(await post(t.coach, { type: "team", title: "t", message: "m" }), 400, "VALIDATION_ERROR", [
      { path: "teams", message: "At least one team is required" },
    ]);
    const bad = await post(
      t.coach,
      offContract({ type: "user", users: [world.athleteA.id], title: "t", message: "m", level: "loud" }),
    );
    expectError(bad, 400, "VALIDATION_ERROR");
    expect(bad.body.error.fields[0].path).toBe("level");
    for (const href of ["javascript:alert(1)", "https://evil.example.com", "//evil.example.com"]) {
      expectError(
        await post(t.coach, {
          type: "user",
          users: [world.athleteA.id],
          title: "t",
          message: "m",
          metadata: { href },
        }),
        400,
        "VALIDATION_ERROR",
        [{ path: "metadata.href", message: "href must be a path inside the app" }],
      );
    }
  });

  describe("who may send what", () => {
    it("an athlete only to themself", async () => {
      const tag = unique("self");
      await send(t.athlete, { type: "user", users: [world.athleteA.id], title: `${tag} reminder` });
      expect(await inbox(t.athlete, tag)).toEqual([`${tag} reminder`]);
      expectNotFound(
        await post(t.athlete, { type: "user", users: [world.athleteB.id], title: "t", message: "m" }),
      );
      expectError(
        await post(t.athlete, { type: "team", teams: [world.teamA.id], title: "t", message: "m" }),
        403,
        "FORBIDDEN",
      );
      expectError(
        await post(t.athlete, { type: "organization", title: "t", message: "m" }),
        403,
        "FORBIDDEN",
      );
      expectError(await post(t.athlete, { type: "all", title: "t", message: "m" }), 403, "FORBIDDEN");
    });

    it("a coach to the users and teams they may see, not to the organisation or everybody", async () => {
      const outsider = await makeTeam(world.org.id, "Outsiders");
      const res = await post(t.coach, { type: "user", users: [other.athleteA.id], title: "t", message: "m" });
      expectNotFound(res);
      expect(res.body.error.message).toBe("User not found");
      expectError(
        await post(t.coach, { type: "team", teams: [outsider.id], title: "t", message: "m" }),
        404,
        "TEAM_NOT_EXISTS",
      );
      expectError(
        await post(t.coach, { type: "team", teams: [other.teamA.id], title: "t", message: "m" }),
        404,
        "TEAM_NOT_EXISTS",
      );
      expectError(await post(t.coach, { type: "organization", title: "t", message: "m" }), 403, "FORBIDDEN");
      expectError(await post(t.coach, { type: "all", title: "t", message: "m" }), 403, "FORBIDDEN");
      // The admin may send to that team and to the organisation, but not to another organisation or everybody.
      await send(t.admin, { type: "team", teams: [outsider.id], title: unique("outsiders") });
      expectError(
        await post(t.admin, {
          type: "organization",
          organizations: [other.org.id],
          title: "t",
          message: "m",
        }),
        404,
        "ORGANIZATION_NOT_EXISTS",
      );
      expectError(await post(t.admin, { type: "all", title: "t", message: "m" }), 403, "FORBIDDEN");
    });
  });
});

describe("fan-out and hasRead per reader", () => {
  it("a user notification reaches only its users; the author sees it under sent", async () => {
    const tag = unique("user");
    const doc = await send(t.coach, { type: "user", users: [world.athleteA.id], title: `${tag} for A` });
    expect(await inbox(t.athlete, tag)).toEqual([`${tag} for A`]);
    expect(await inbox(t.athleteB, tag)).toEqual([]);
    expect(await inbox(t.coach, tag)).toEqual([]);
    expect(await inbox(t.admin, tag)).toEqual([]);
    expect(await inbox(t.coach, tag, { sent: true })).toEqual([`${tag} for A`]);
    expect((await get(t.athleteB, doc._id)).status).toBe(404);
  });

  it("a team notification reaches the team's members, each with their own read state", async () => {
    const tag = unique("team");
    const doc = await send(t.admin, {
      type: "team",
      teams: [world.teamA.id],
      title: `${tag} A`,
      level: "warning",
    });
    expect(doc.teams).toEqual([world.teamA.id]);
    expect(await inbox(t.athlete, tag)).toEqual([`${tag} A`]);
    expect(await inbox(t.coach, tag)).toEqual([`${tag} A`]);
    expect(await inbox(t.athleteB, tag)).toEqual([]);

    const read = await put(t.athlete, doc._id, { hasRead: true });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ hasRead: true, title: `${tag} A`, __v: 0 });
    expect((await get(t.athlete, doc._id)).body.hasRead).toBe(true);
    expect((await get(t.coach, doc._id)).body.hasRead).toBe(false);
    expect(await inbox(t.athlete, tag, { unread: true })).toEqual([]);
    expect(await inbox(t.athlete, tag, { unread: false })).toEqual([`${tag} A`]);
    expect(await inbox(t.coach, tag, { unread: true })).toEqual([`${tag} A`]);
    // Unread again: only the athlete's state moves back.
    await put(t.coach, doc._id, { hasRead: true });
    expect((await put(t.athlete, doc._id, { hasRead: false })).body.hasRead).toBe(false);
    expect((await get(t.coach, doc._id)).body.hasRead).toBe(true);
    expect(await inbox(t.athlete, tag, { level: "warning" })).toEqual([`${tag} A`]);
    expect(await inbox(t.athlete, tag, { level: "error" })).toEqual([]);
  });

  it("an organisation notification reaches its members, not those who joined after it, nor other organisations", async () => {
    const tag = unique("org");
    await send(t.admin, { type: "organization", title: `${tag} all hands` });
    for (const token of [t.coach, t.athlete, t.athleteB]) {
      expect(await inbox(token, tag)).toEqual([`${tag} all hands`]);
    }
    // Not news to its author, who finds it under sent.
    expect(await inbox(t.admin, tag)).toEqual([]);
    expect(await inbox(t.admin, tag, { sent: true })).toEqual([`${tag} all hands`]);
    expect(await inbox(t.otherAdmin, tag)).toEqual([]);
    expect(await inbox(t.otherAthlete, tag)).toEqual([]);
    const newcomer = await makePerson(world.org.id, "user", { teamIds: [world.teamA.id] });
    const { n } = await tokensOf({ n: newcomer });
    expect(await inbox(n, tag)).toEqual([]);
    await send(t.admin, { type: "organization", title: `${tag} second` });
    await send(t.admin, { type: "team", teams: [world.teamA.id], title: `${tag} team` });
    expect(await inbox(n, tag)).toEqual([`${tag} second`, `${tag} team`]);
  });

  it("an all notification (master admins) reaches every organisation's existing accounts", async () => {
    const tag = unique("all");
    const doc = await send(t.master, { type: "all", title: `${tag} maintenance` });
    try {
      expect(doc).toMatchObject({ type: "all", organization: null, users: [], teams: [], organizations: [] });
      expect(await inbox(t.athlete, tag)).toEqual([`${tag} maintenance`]);
      expect(await inbox(t.otherAthlete, tag)).toEqual([`${tag} maintenance`]);
      const newcomer = await makePerson(other.org.id, "user");
      const { n } = await tokensOf({ n: newcomer });
      expect(await inbox(n, tag)).toEqual([]);
      // Reading it in one organisation leaves the other's reader unread.
      await put(t.otherAthlete, doc._id, { hasRead: true });
      expect((await get(t.athlete, doc._id)).body.hasRead).toBe(false);
      // Only a master admin (or its author) edits it; a plain admin may read but not change it.
      expectError(await put(t.admin, doc._id, { title: "Changed" }), 403, "FORBIDDEN");
    } finally {
      // Short-lived: other test files' counts must not see it.
      expect((await request(notifications.remove, { token: t.master, params: { id: doc._id } })).status).toBe(
        200,
      );
    }
  });
});

describe("PUT and DELETE /notifications/{id}", () => {
  let doc: { _id: string };
  beforeAll(async () => {
    doc = await send(t.coach, { type: "team", teams: [world.teamA.id], title: unique("editable") });
  });

  it("only the author, an admin of the organisation or a master admin edit; a recipient sets only hasRead", async () => {
    expectError(await put(t.athlete, doc._id, { title: "Hijacked" }), 403, "FORBIDDEN");
    // A refused edit changes nothing, not even the read state sent with it.
    expectError(await put(t.athlete, doc._id, { title: "Hijacked", hasRead: true }), 403, "FORBIDDEN");
    expect((await get(t.athlete, doc._id)).body.hasRead).toBe(false);
    const byAuthor = await put(t.coach, doc._id, {
      title: "Edited by coach",
      level: "error",
      metadata: { href: "/dashboard" },
    });
    expect(byAuthor.status).toBe(200);
    expect(byAuthor.body).toMatchObject({
      title: "Edited by coach",
      level: "error",
      metadata: { href: "/dashboard" },
      __v: 1,
    });
    const byAdmin = await put(t.admin, doc._id, { message: "Edited by admin", metadata: null });
    expect(byAdmin.body).toMatchObject({
      title: "Edited by coach",
      message: "Edited by admin",
      metadata: null,
      updatedBy: world.admin.id,
      __v: 2,
    });
    const byMaster = await put(
      t.master,
      doc._id,
      { title: "Edited by master" },
      { "x-organization-id": world.org.id },
    );
    expect(byMaster.status).toBe(200);
    expect((await get(t.athlete, doc._id)).body).toMatchObject({ title: "Edited by master", hasRead: false });
  });

  it("only the author or an admin delete; the read rows go with it", async () => {
    const tag = unique("delete");
    const mine = await send(t.coach, { type: "user", users: [world.athleteA.id], title: `${tag} one` });
    await put(t.athlete, mine._id, { hasRead: true });
    expectError(
      await request(notifications.remove, { token: t.athlete, params: { id: mine._id } }),
      403,
      "FORBIDDEN",
    );
    const res = await request(notifications.remove, { token: t.coach, params: { id: mine._id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: mine._id, title: `${tag} one` });
    expectNotFound(await get(t.athlete, mine._id));
    expect((await get(t.athlete, mine._id)).body.error.message).toBe("Notification not found");
    expect(await db.notificationRead.count({ where: { notificationId: mine._id } })).toBe(0);
    const second = await send(t.coach, { type: "user", users: [world.athleteA.id], title: `${tag} two` });
    expect((await request(notifications.remove, { token: t.admin, params: { id: second._id } })).status).toBe(
      200,
    );
    expectNotFound(await request(notifications.remove, { token: t.admin, params: { id: MISSING_ID } }));
  });
});

describe("PUT /notifications/read-all", () => {
  it("marks everything addressed to the caller read, for them only", async () => {
    const solo = await makeOrganization();
    const s = await tokensOf({ admin: solo.admin, coach: solo.coach, athlete: solo.athleteA });
    const tag = unique("readall");
    await send(s.coach, { type: "user", users: [solo.athleteA.id], title: `${tag} 1` });
    await send(s.coach, { type: "team", teams: [solo.teamA.id], title: `${tag} 2` });
    await send(s.admin, { type: "organization", title: `${tag} 3` });
    const res = await request(notifications.readAll, { token: s.athlete });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ updated: 3 });
    expect(await inbox(s.athlete, tag, { unread: true })).toEqual([]);
    expect((await request(notifications.readAll, { token: s.athlete })).body).toEqual({
      updated: 0,
    });
    // The coach (team A member) still has the organisation one unread; the team one is their own.
    expect(await inbox(s.coach, tag, { unread: true })).toEqual([`${tag} 3`]);
  });
});

describe("GET /notifications/stream-list", () => {
  it("sends the newest page and unread count, then again live when one arrives or is read", async () => {
    const solo = await makeOrganization();
    const s = await tokensOf({ admin: solo.admin, coach: solo.coach, athlete: solo.athleteA });
    await send(s.coach, { type: "user", users: [solo.athleteA.id], title: "First" });
    const stream = await callStream(streamList, {
      token: s.athlete,
      path: `/api/notifications/stream-list?timezone=UTC&organizationId=${solo.org.id}&limit=5`,
      headers: { accept: "text/event-stream" },
    });
    expect(stream.status).toBe(200);
    const first = await stream.sse.next();
    expect(first?.event).toBe("notifications");
    expect(first?.data.unreadCount).toBe(1);
    expect(first?.data.page).toMatchObject({ totalDocs: 1, limit: 5, page: 1 });
    expect(first?.data.page.docs[0]).toMatchObject({ title: "First", hasRead: false });

    // A team notification reaches the athlete's stream through the team's channel.
    const teamDoc = await send(s.coach, { type: "team", teams: [solo.teamA.id], title: "Team news" });
    const afterTeam = await stream.sse.next();
    expect(afterTeam?.data.unreadCount).toBe(2);
    expect(afterTeam?.data.page.docs[0]).toMatchObject({ _id: teamDoc._id, title: "Team news" });

    await send(s.admin, { type: "organization", title: "Org news" });
    const afterOrg = await stream.sse.next();
    expect(afterOrg?.data.unreadCount).toBe(3);
    expect(afterOrg?.data.page.docs[0].title).toBe("Org news");

    await put(s.athlete, teamDoc._id, { hasRead: true });
    const afterRead = await stream.sse.next();
    expect(afterRead?.data.unreadCount).toBe(2);

    await request(notifications.readAll, { token: s.athlete });
    const afterAll = await stream.sse.next();
    expect(afterAll?.data.unreadCount).toBe(0);
    expect(afterAll?.data.page.docs.every((d: { hasRead: boolean }) => d.hasRead)).toBe(true);
    await stream.sse.cancel();
  });

  it("takes a new team or organisation-wide notification into each open stream's page exactly as a fresh read shows it", async () => {
    const solo = await makeOrganization();
    const s = await tokensOf({
      admin: solo.admin,
      coach: solo.coach,
      athleteA: solo.athleteA,
      athleteB: solo.athleteB,
    });
    for (const title of ["One", "Two"]) {
      await send(s.admin, {
        type: "user",
        users: [solo.athleteA.id, solo.athleteB.id, solo.coach.id],
        title,
      });
    }
    // A small page, so that the new notification pushes one off it and the pages' counts change.
    const path = `/api/notifications/stream-list?timezone=UTC&organizationId=${solo.org.id}&limit=2`;
    const open = async (token: string) => {
      const stream = await callStream(streamList, { token, path, headers: { accept: "text/event-stream" } });
      expect((await stream.sse.next())?.event).toBe("notifications");
      return stream;
    };
    const fresh = async (token: string) => (await callStream(streamList, { token, path })).body;
    const streams = {
      coach: await open(s.coach),
      athleteA: await open(s.athleteA),
      athleteB: await open(s.athleteB),
    };

    await send(s.admin, { type: "organization", title: "Everyone" });
    for (const who of ["coach", "athleteA", "athleteB"] as const) {
      const next = await streams[who].sse.next();
      expect(next?.data).toEqual(await fresh(s[who]));
      expect(next?.data.page).toMatchObject({ totalDocs: 3, totalPages: 2, hasNextPage: true, nextPage: 2 });
    }

    // The coach writes to team A: athlete A's page takes it; the coach, its author, and athlete B hear nothing.
    await send(s.coach, { type: "team", teams: [solo.teamA.id], title: "Team A only" });
    const teamNews = await streams.athleteA.sse.next();
    expect(teamNews?.data).toEqual(await fresh(s.athleteA));
    expect(teamNews?.data.page.docs[0].title).toBe("Team A only");

    // Then a change it cannot patch (a read) is read in full, and the stream stays right.
    await request(notifications.readAll, { token: s.athleteB });
    const afterRead = await streams.athleteB.sse.next();
    expect(afterRead?.data).toEqual(await fresh(s.athleteB));
    expect(afterRead?.data.unreadCount).toBe(0);
    for (const stream of Object.values(streams)) await stream.sse.cancel();
  });

  it("answers one JSON snapshot without Accept: text/event-stream", async () => {
    const res = await callStream(streamList, {
      token: t.otherAthlete,
      path: "/api/notifications/stream-list",
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: { page: 1, limit: 10 }, unreadCount: expect.any(Number) });
  });

  it("refuses another organisation's context", async () => {
    const res = await callStream(streamList, {
      token: t.athlete,
      path: `/api/notifications/stream-list?organizationId=${other.org.id}`,
      headers: { accept: "text/event-stream" },
    });
    expectError({ status: res.status, body: res.body }, 403, "FORBIDDEN");
  });
});

describe("events that notify", () => {
  it("a goal completed by status or by progress reaching 100 notifies its owner once", async () => {
    const solo = await makeOrganization();
    const s = await tokensOf({ coach: solo.coach, athlete: solo.athleteA });
    const goal = (
      await request(goals.create, { token: s.athlete, body: { title: "Swim 2k", target: "Nonstop" } })
    ).body;
    const byStatus = await request(goals.update, {
      token: s.coach,
      params: { id: goal._id },
      body: { status: "completed" },
    });
    expect(byStatus.status).toBe(200);
    const goal2 = (
      await request(goals.create, { token: s.athlete, body: { title: "Run 5k", target: "Under 25" } })
    ).body;
    await request(goals.update, { token: s.athlete, params: { id: goal2._id }, body: { progress: 100 } });
    // Already completed: no second notification.
    await request(goals.update, {
      token: s.athlete,
      params: { id: goal._id },
      body: { status: "completed" },
    });
    const list = (
      await request(notifications.paginate, {
        token: s.athlete,
        body: { limit: 100, filters: { level: "success" } },
      })
    ).body.docs;
    const completions = list.filter((d: { title: string }) => d.title === "Goal completed");
    expect(completions).toHaveLength(2);
    const byGoal = Object.fromEntries(
      completions.map((d: { metadata: { goalId: string } }) => [d.metadata.goalId, d]),
    );
    expect(byGoal[goal._id]).toMatchObject({
      type: "user",
      users: [solo.athleteA.id],
      level: "success",
      hasRead: false,
      createdBy: solo.coach.id,
      metadata: { href: `/dashboard/goals/view/${goal._id}`, kind: "goal-completed" },
    });
    expect(byGoal[goal._id].message).toContain("Swim 2k");
    expect(byGoal[goal2._id].metadata.href).toBe(`/dashboard/goals/view/${goal2._id}`);
    // Not the coach's.
    expect(
      (
        await request(notifications.paginate, {
          token: s.coach,
          body: { limit: 100, searchQuery: "Goal completed" },
        })
      ).body.totalDocs,
    ).toBe(0);
  });

  it("a finished assessment notifies the journal's owner, and a goal it completes too", async () => {
    const solo = await makeOrganization();
    const s = await tokensOf({ athlete: solo.athleteA });
    const goal = (
      await request(goals.create, {
        token: s.athlete,
        body: { title: "Butterfly technique", target: "Butterfly technique", progress: 90 },
      })
    ).body;
    const journal = await makeJournal({
      title: "Pool day",
      text: "Great progress on my butterfly technique today, I improved a lot.",
      date: new Date("2026-03-10T12:00:00Z"),
      draft: false,
      shouldAssess: true,
      userId: solo.athleteA.id,
      organizationId: solo.org.id,
    });
    const res = await request(assessments.processJournals, { token: s.athlete, body: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.assessed.journals).toEqual([journal.id]);
    const docs = (await request(notifications.paginate, { token: s.athlete, body: { limit: 100 } })).body
      .docs;
    expect(docs.find((d: { title: string }) => d.title === "Assessment ready")).toMatchObject({
      level: "success",
      createdBy: null,
      users: [solo.athleteA.id],
      metadata: { href: "/dashboard/assessments", kind: "assessment", journalEntryId: journal.id },
    });
    expect(docs.find((d: { title: string }) => d.title === "Goal completed")?.metadata.goalId).toBe(goal._id);
  });

  it("notify() never throws: a notification that cannot be stored is only logged", async () => {
    await expect(
      notify({ type: "user", userIds: [MISSING_ID], title: "t", message: "m", organizationId: world.org.id }),
    ).resolves.toBeUndefined();
    await expect(
      notify({ type: "team", teamIds: [], title: "nobody", message: "m", organizationId: world.org.id }),
    ).resolves.toBeUndefined();
  });
});

describe("cross-organisation isolation", () => {
  it("another organisation's notifications are not found and never listed, whatever the endpoint", async () => {
    const tag = unique("iso");
    const doc = await send(t.admin, { type: "organization", title: `${tag} private` });
    for (const token of [t.otherAdmin, t.otherAthlete]) {
      expectNotFound(await get(token, doc._id));
      expectNotFound(await put(token, doc._id, { hasRead: true }));
      expectNotFound(await put(token, doc._id, { title: "x" }));
      expectNotFound(await request(notifications.remove, { token, params: { id: doc._id } }));
      expect(await inbox(token, tag)).toEqual([]);
      expect(await inbox(token, tag, { sent: true })).toEqual([]);
      const snapshot = await callStream(streamList, { token, path: "/api/notifications/stream-list" });
      expect(snapshot.body.page.docs.map((d: { _id: string }) => d._id)).not.toContain(doc._id);
      await request(notifications.readAll, { token });
    }
    expect(await db.notificationRead.count({ where: { notificationId: doc._id } })).toBe(0);
    // Naming the other organisation in the header is refused outright.
    expectError(await get(t.otherAdmin, doc._id, { "x-organization-id": world.org.id }), 403, "FORBIDDEN");
    // A master admin acting in the other organisation does not see it either.
    expectNotFound(await get(t.master, doc._id, { "x-organization-id": other.org.id }));
    expect((await get(t.master, doc._id, { "x-organization-id": world.org.id })).status).toBe(200);
  });
});

describe("the demo seed", () => {
  it("welcomes the organisation once, however often it runs", async () => {
    const solo = await makeOrganization();
    await seedDemoNotifications(solo.org.id);
    await seedDemoNotifications(solo.org.id);
    const s = await tokensOf({ athlete: solo.athleteA });
    const res = await request(notifications.paginate, {
      token: s.athlete,
      body: { limit: 100, searchQuery: "Welcome" },
    });
    expect(res.body.docs).toHaveLength(1);
    expect(res.body.docs[0]).toMatchObject({
      type: "organization",
      organizations: [solo.org.id],
      hasRead: false,
      metadata: { href: "/dashboard", kind: "demo-welcome" },
    });
  });
});
