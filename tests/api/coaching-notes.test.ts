import { beforeAll, describe, expect, it } from "vitest";
import type { CoachingNoteType } from "@/generated/prisma/client";
import { coachingNotes } from "@/lib/contracts/coaching-notes/endpoints";
import { seedDemoCoachingNotes } from "@/server/coaching-notes/demo-coaching-notes";
import { db } from "@/server/db";
import { caller, request, successOf } from "../support/api-client";
import { DAY_MS, earlier, later, MINUTE_MS } from "../support/clock";
import { expectError, expectNotFound, MISSING_ID, OBJECT_ID } from "../support/expect";
import { makeOrganization, makePerson, type Person, unique } from "../support/fixtures";
import { tokensOf, type World, worldTokens } from "../support/org-team";
import { makeCoachingNote } from "../support/records";

type Headers = Record<string, string>;
type Who =
  | "admin"
  | "coach"
  | "coachA"
  | "athlete"
  | "athleteB"
  | "otherAdmin"
  | "otherCoach"
  | "otherAthlete";

let world: World;
let other: World;
let coachA: Person;
let t: Record<Who, string>;

const post = caller(coachingNotes.create);
const get = caller(coachingNotes.get);
const put = caller(coachingNotes.update);
const prompts = caller(coachingNotes.userPrompts);

const inTeam = (id: string) => ({ "x-team-id": id });
const titles = (docs: { title: string }[]) => docs.map((d) => d.title).sort();

/** Creates a note through the API and answers its document (asserting the 201). */
async function createNote(token: string, body: object, headers: Headers = {}) {
  return successOf(coachingNotes.create, await post(token, { content: "Some content", ...body }, headers));
}

/** A note written straight to the database, for read tests that need exact dates or another organisation. */
function storeNote(
  w: World,
  data: {
    type: CoachingNoteType;
    title: string;
    toUserId?: string;
    toTeamId?: string;
    promptEnabled?: boolean;
    promptExpiresAt?: Date | null;
    createdAt?: Date;
    content?: string;
  },
) {
  return makeCoachingNote({
    content: data.content ?? `Content of ${data.title}`,
    toOrganizationId: w.org.id,
    createdById: w.coach.id,
    ...data,
  });
}

/** The notes the caller finds by a search tag, by title. */
async function found(
  token: string,
  tag: string,
  filters: Record<string, unknown> = {},
  headers: Headers = {},
) {
  const res = await request(coachingNotes.paginate, {
    token,
    body: { limit: 100, searchQuery: tag, filters },
    headers,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return titles(res.body.docs);
}

function notificationsOf(noteId: string) {
  return db.notification.findMany({
    where: { metadata: { path: ["coachingNoteId"], equals: noteId } },
    include: { users: { select: { id: true } }, teams: { select: { id: true } } },
  });
}

beforeAll(async () => {
  [world, other] = await Promise.all([makeOrganization(), makeOrganization()]);
  coachA = await makePerson(world.org.id, "coach", { teamIds: [world.teamA.id] });
  t = await worldTokens(world, other, { coachA });
});

describe("POST /coaching-notes", () => {
  it("creates a feedback for a user in the §3 document shape, with names, and notifies the user", async () => {
    const title = unique("Great week");
    const res = await post(t.coach, {
      type: "feedback",
      toUser: world.athleteA.id,
      toTeam: "",
      title,
      content: "You hit every session.",
      description: "After the club race",
      eventDate: "2026-03-04T05:06:07.000Z",
      promptExpiresAt: "2030-01-01T00:00:00.000Z",
      promptEnabled: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [athlete, coach] = await Promise.all([
      db.user.findUniqueOrThrow({ where: { id: world.athleteA.id } }),
      db.user.findUniqueOrThrow({ where: { id: world.coach.id } }),
    ]);
    expect(res.body).toEqual({
      _id: expect.stringMatching(OBJECT_ID),
      __v: 0,
      type: "feedback",
      title,
      content: "You hit every session.",
      description: "After the club race",
      fromAI: false,
      eventDate: "2026-03-04T05:06:07.000Z",
      promptEnabled: false,
      toUser: world.athleteA.id,
      toTeam: null,
      toOrganization: world.org.id,
      createdBy: world.coach.id,
      updatedBy: world.coach.id,
      toUserName: athlete.name,
      toTeamName: null,
      createdByName: coach.name,
      draft: false,
      approvedAt: null,
      approvedByName: null,
      sources: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(res.body).not.toHaveProperty("promptExpiresAt");
    const stored = await db.coachingNote.findUniqueOrThrow({ where: { id: res.body._id } });
    expect(stored).toMatchObject({ promptExpiresAt: null, promptEnabled: false, type: "feedback" });

    const sent = await notificationsOf(res.body._id);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      type: "user",
      title: `New feedback from ${coach.name}`,
      message: title,
      level: "info",
      organizationId: world.org.id,
      createdById: world.coach.id,
      metadata: { href: "/dashboard/feedbacks", kind: "feedback", coachingNoteId: res.body._id },
    });
    expect(sent[0].users.map((u) => u.id)).toEqual([world.athleteA.id]);
  });

  it("a team feedback notifies the team, with the content's start when there is no title", async () => {
    const content = `${unique("Team effort")} ${"x".repeat(200)}`;
    const doc = await createNote(t.admin, { type: "feedback", toTeam: world.teamB.id, content });
    expect(doc).toMatchObject({ toTeam: world.teamB.id, toTeamName: "Team B", toUser: null, title: "" });
    const sent = await notificationsOf(doc._id);
    expect(sent).toHaveLength(1);
    expect(sent[0].type).toBe("team");
    expect(sent[0].teams.map((team) => team.id)).toEqual([world.teamB.id]);
    expect(content.startsWith(sent[0].message.replace(/…$/, ""))).toBe(true);
    expect(sent[0].message.length).toBeLessThanOrEqual(120);
  });

  it("observations and coach-prompts notify nobody; a coach-prompt keeps its expiry and is enabled by default", async () => {
    const observation = await createNote(t.coach, {
      type: "observation",
      toUser: world.athleteA.id,
      promptExpiresAt: "2030-01-01T00:00:00.000Z",
    });
    expect(observation).not.toHaveProperty("promptExpiresAt");
    expect(observation.promptEnabled).toBe(false);
    const prompt = await createNote(t.coach, {
      type: "coach-prompt",
      toUser: world.athleteA.id,
      promptExpiresAt: "2030-01-01T00:00:00.000Z",
    });
    expect(prompt).toMatchObject({
      type: "coach-prompt",
      promptExpiresAt: "2030-01-01T00:00:00.000Z",
      promptEnabled: true,
    });
    const noExpiry = await createNote(t.coach, {
      type: "coach-prompt",
      toTeam: world.teamA.id,
      promptEnabled: false,
    });
    expect(noExpiry).toMatchObject({ promptExpiresAt: null, promptEnabled: false });
    for (const doc of [observation, prompt, noExpiry]) expect(await notificationsOf(doc._id)).toHaveLength(0);
  });

  it("validates with the §5 messages", async () => {
    expectError(
      await post(t.coach, { type: "feedback", toUser: world.athleteA.id }),
      400,
      "VALIDATION_ERROR",
      [{ path: "content", message: "Content is required" }],
    );
    expectError(
      await post(t.coach, { type: "feedback", content: "x", toUser: "" }),
      400,
      "VALIDATION_ERROR",
      [{ path: "toUser", message: "User or team is required" }],
    );
    expectError(
      await post(t.coach, {
        type: "feedback",
        toUser: world.athleteA.id,
        title: "t".repeat(51),
        content: "x",
        description: "d".repeat(501),
      }),
      400,
      "VALIDATION_ERROR",
      [
        { path: "title", message: "Must be at most 50 characters" },
        { path: "description", message: "Must be at most 500 characters" },
      ],
    );
  });

  it("addresses only users and teams the caller may see: 'User not found' and TEAM_NOT_EXISTS otherwise", async () => {
    const body = { type: "observation" as const, content: "x" };
    const userRes = await post(t.coachA, { ...body, toUser: world.athleteB.id });
    expectNotFound(userRes);
    expect(userRes.body.error.message).toBe("User not found");
    expectError(await post(t.coachA, { ...body, toTeam: world.teamB.id }), 404, "TEAM_NOT_EXISTS");
    expectError(
      await post(t.coach, { ...body, toTeam: world.teamB.id }, inTeam(world.teamA.id)),
      404,
      "TEAM_NOT_EXISTS",
    );
    const headerUser = await post(t.coach, { ...body, toUser: world.athleteB.id }, inTeam(world.teamA.id));
    expect(headerUser.body.error.message).toBe("User not found");
    expect((await post(t.coach, { ...body, toUser: MISSING_ID })).status).toBe(404);
    expect((await post(t.coachA, { ...body, toUser: world.athleteA.id })).status).toBe(201);
  });

  it("athletes may not create, update or delete notes (FORBIDDEN)", async () => {
    const note = await createNote(t.coach, { type: "feedback", toUser: world.athleteA.id });
    expectError(
      await post(t.athlete, { type: "feedback", toUser: world.athleteA.id, content: "x" }),
      403,
      "FORBIDDEN",
    );
    expectError(await put(t.athlete, note._id, { title: "Mine now" }), 403, "FORBIDDEN");
    expectError(
      await request(coachingNotes.remove, { token: t.athlete, params: { id: note._id } }),
      403,
      "FORBIDDEN",
    );
    expect(await db.coachingNote.findUnique({ where: { id: note._id } })).not.toBeNull();
  });
});

describe("PUT /coaching-notes/{id}", () => {
  it("merges the sent fields and keeps the rest, dropping empty recipients", async () => {
    const note = await createNote(t.coach, {
      type: "observation",
      toUser: world.athleteA.id,
      title: "Before",
      description: "Kept",
      eventDate: "2026-01-01T00:00:00.000Z",
    });
    const res = await put(t.coach, note._id, { title: "After", toUser: "", toTeam: null });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      _id: note._id,
      __v: 1,
      title: "After",
      description: "Kept",
      content: "Some content",
      eventDate: "2026-01-01T00:00:00.000Z",
      toUser: world.athleteA.id,
      toTeam: null,
      type: "observation",
    });
    const cleared = await put(t.coach, note._id, { eventDate: null, toTeam: world.teamA.id });
    expect(cleared.body).toMatchObject({ eventDate: null, toTeam: world.teamA.id, toTeamName: "Team A" });
  });

  it("re-applies the §4 rules to the merged note when the type changes", async () => {
    const prompt = await createNote(t.coach, {
      type: "coach-prompt",
      toUser: world.athleteA.id,
      promptExpiresAt: "2030-01-01T00:00:00.000Z",
    });
    const observed = await put(t.coach, prompt._id, { type: "observation" });
    expect(observed.status).toBe(200);
    expect(observed.body.type).toBe("observation");
    expect(observed.body).not.toHaveProperty("promptExpiresAt");
    expect(observed.body.promptEnabled).toBe(false);
    expect(await db.coachingNote.findUniqueOrThrow({ where: { id: prompt._id } })).toMatchObject({
      type: "observation",
      promptExpiresAt: null,
      promptEnabled: false,
    });
    // A prompt field sent along with a non-prompt type is dropped as well.
    const still = await put(t.coach, prompt._id, { promptEnabled: true, promptExpiresAt: "2031-01-01" });
    expect(still.body).not.toHaveProperty("promptExpiresAt");
    expect(still.body.promptEnabled).toBe(false);
    // Back to a coach-prompt: enabled (as on create) and with the expiry given.
    const back = await put(t.coach, prompt._id, {
      type: "coach-prompt",
      promptExpiresAt: "2031-01-01T00:00:00.000Z",
    });
    expect(back.body).toMatchObject({
      type: "coach-prompt",
      promptEnabled: true,
      promptExpiresAt: "2031-01-01T00:00:00.000Z",
    });
    const disabled = await put(t.coach, prompt._id, { promptEnabled: false, promptExpiresAt: null });
    expect(disabled.body).toMatchObject({ promptEnabled: false, promptExpiresAt: null });
  });

  it("a note that becomes a feedback notifies its recipient once", async () => {
    const note = await createNote(t.coach, { type: "observation", toUser: world.athleteA.id, title: "Seen" });
    expect(await notificationsOf(note._id)).toHaveLength(0);
    await put(t.coach, note._id, { type: "feedback" });
    await put(t.coach, note._id, { title: "Seen again" });
    expect(await notificationsOf(note._id)).toHaveLength(1);
  });

  it("validates, and refuses recipients out of scope and notes out of scope", async () => {
    const note = await createNote(t.coach, { type: "observation", toUser: world.athleteA.id });
    expectError(await put(t.coach, note._id, { content: "" }), 400, "VALIDATION_ERROR", [
      { path: "content", message: "Content is required" },
    ]);
    expectError(await put(t.coach, note._id, { title: "t".repeat(51) }), 400, "VALIDATION_ERROR", [
      { path: "title", message: "Must be at most 50 characters" },
    ]);
    const outUser = await put(t.coachA, note._id, { toUser: world.athleteB.id });
    expect(outUser.status).toBe(404);
    expect(outUser.body.error.message).toBe("User not found");
    expectError(await put(t.coachA, note._id, { toTeam: world.teamB.id }), 404, "TEAM_NOT_EXISTS");
    const noteB = await createNote(t.coach, { type: "observation", toUser: world.athleteB.id });
    const outNote = await put(t.coachA, noteB._id, { title: "Not mine" });
    expectNotFound(outNote);
    expect(outNote.body.error.message).toBe("Coaching note not found");
    expect((await put(t.coach, MISSING_ID, { title: "x" })).status).toBe(404);
  });
});

describe("DELETE /coaching-notes/{id}", () => {
  it("deletes a note in scope and answers it; out of scope is 'Coaching note not found'", async () => {
    const note = await createNote(t.coach, { type: "observation", toUser: world.athleteA.id, title: "Bye" });
    const noteB = await createNote(t.coach, { type: "observation", toTeam: world.teamB.id });
    const refused = await request(coachingNotes.remove, { token: t.coachA, params: { id: noteB._id } });
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe("Coaching note not found");
    const res = await request(coachingNotes.remove, { token: t.coachA, params: { id: note._id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: note._id, title: "Bye" });
    expect((await get(t.coach, note._id)).status).toBe(404);
    expect((await request(coachingNotes.remove, { token: t.coach, params: { id: note._id } })).status).toBe(
      404,
    );
  });
});

describe("read scope: GET /coaching-notes/{id} and POST /coaching-notes/paginate", () => {
  const tag = unique("scope");
  const notes: Record<string, { id: string }> = {};

  beforeAll(async () => {
    const make = (key: string, data: Omit<Parameters<typeof storeNote>[1], "title">, daysAgo: number) =>
      storeNote(world, {
        ...data,
        title: `${tag} ${key}`,
        createdAt: earlier(daysAgo * DAY_MS),
      }).then((row) => {
        notes[key] = row;
      });
    await Promise.all([
      make("feedbackA", { type: "feedback", toUserId: world.athleteA.id }, 5),
      make("feedbackTeamA", { type: "feedback", toTeamId: world.teamA.id }, 4),
      make("observationA", { type: "observation", toUserId: world.athleteA.id }, 3),
      make("promptA", { type: "coach_prompt", toUserId: world.athleteA.id, promptEnabled: true }, 2),
      make("feedbackB", { type: "feedback", toUserId: world.athleteB.id }, 1),
      make("observationTeamB", { type: "observation", toTeamId: world.teamB.id }, 0),
    ]);
  });

  it("an athlete sees only the feedback addressed to them or their teams, newest first", async () => {
    const res = await request(coachingNotes.paginate, {
      token: t.athlete,
      body: { limit: 100, searchQuery: tag },
    });
    expect(res.body.docs.map((d: { title: string }) => d.title)).toEqual([
      `${tag} feedbackTeamA`,
      `${tag} feedbackA`,
    ]);
    expect((await get(t.athlete, notes.feedbackA.id)).status).toBe(200);
    expect((await get(t.athlete, notes.feedbackTeamA.id)).status).toBe(200);
    for (const key of ["observationA", "promptA", "feedbackB", "observationTeamB"]) {
      const res = await get(t.athlete, notes[key].id);
      expectNotFound(res);
      expect(res.body.error.message).toBe("Coaching note not found");
    }
    expect(await found(t.athlete, tag, { type: "observation" })).toEqual([]);
  });

  it("the inbox is the athlete's feedback, newest first, and ONLY_ATHLETE for everyone else", async () => {
    const res = await request(coachingNotes.paginate, {
      token: t.athlete,
      body: { limit: 100, searchQuery: tag, filters: { inbox: true } },
    });
    expect(res.status).toBe(200);
    expect(res.body.docs.map((d: { title: string }) => d.title)).toEqual([
      `${tag} feedbackTeamA`,
      `${tag} feedbackA`,
    ]);
    expect(await found(t.athleteB, tag, { inbox: true })).toEqual([`${tag} feedbackB`]);
    for (const token of [t.coach, t.admin]) {
      const refused = await request(coachingNotes.paginate, {
        token,
        body: { limit: 100, filters: { inbox: true } },
      });
      expectError(refused, 403, "ONLY_ATHLETE");
      expect(refused.body.error.message).toBe("Only athletes can access this feature");
    }
  });

  it("admins see every note of the organisation; coaches only those of users and teams in scope", async () => {
    const all = Object.keys(notes)
      .map((k) => `${tag} ${k}`)
      .sort();
    expect(await found(t.admin, tag)).toEqual(all);
    expect(await found(t.coach, tag)).toEqual(all);
    const teamA = [
      `${tag} feedbackA`,
      `${tag} feedbackTeamA`,
      `${tag} observationA`,
      `${tag} promptA`,
    ].sort();
    expect(await found(t.coachA, tag)).toEqual(teamA);
    expect(await found(t.coach, tag, {}, inTeam(world.teamA.id))).toEqual(teamA);
    expect(await found(t.coach, tag, {}, inTeam(world.teamB.id))).toEqual(
      [`${tag} feedbackB`, `${tag} observationTeamB`].sort(),
    );
    expect((await get(t.coachA, notes.promptA.id)).status).toBe(200);
    const hidden = await get(t.coachA, notes.feedbackB.id);
    expect(hidden.body.error.message).toBe("Coaching note not found");
    expect((await get(t.coach, notes.feedbackB.id, inTeam(world.teamA.id))).status).toBe(404);
  });

  it("filters by type, toUser and toTeam; searches title and content; refuses unknown filters", async () => {
    expect(await found(t.admin, tag, { type: "coach-prompt" })).toEqual([`${tag} promptA`]);
    expect(await found(t.admin, tag, { type: "feedback", toUser: world.athleteA.id })).toEqual([
      `${tag} feedbackA`,
    ]);
    expect(await found(t.admin, tag, { toTeam: world.teamB.id })).toEqual([`${tag} observationTeamB`]);
    expect(await found(t.admin, tag, { toUser: "", type: null })).toHaveLength(6);
    expect(await found(t.admin, `Content of ${tag} observationA`)).toEqual([`${tag} observationA`]);
    const res = await request(coachingNotes.paginate, {
      token: t.admin,
      body: { limit: 100, searchQuery: tag, filters: { type: "coach-prompt" } },
    });
    expect(res.body.docs[0]).toMatchObject({
      type: "coach-prompt",
      promptEnabled: true,
      promptExpiresAt: null,
    });
    expectError(
      await request(coachingNotes.paginate, {
        token: t.admin,
        body: { limit: 100, filters: { createdBy: world.coach.id } },
      }),
      400,
      "VALIDATION_ERROR",
    );
    expectError(
      await request(coachingNotes.paginate, {
        token: t.admin,
        body: { limit: 100, filters: { type: "note" } },
      }),
      400,
      "VALIDATION_ERROR",
    );
    const oldest = await request(coachingNotes.paginate, {
      token: t.admin,
      body: { searchQuery: tag, sortBy: "createdAt", sortOrder: "asc", limit: 2 },
    });
    expect(oldest.body).toMatchObject({ totalDocs: 6, totalPages: 3, hasNextPage: true });
    expect(oldest.body.docs.map((d: { title: string }) => d.title)).toEqual([
      `${tag} feedbackA`,
      `${tag} feedbackTeamA`,
    ]);
  });
});

describe("GET /coaching-notes/user-prompts/{id}", () => {
  let athlete: Person;
  let token: string;
  const tag = unique("prompt");

  beforeAll(async () => {
    athlete = await makePerson(world.org.id, "user", { teamIds: [world.teamA.id] });
    [token] = Object.values(await tokensOf({ a: athlete }));
    const rows: Parameters<typeof storeNote>[1][] = [
      { type: "coach_prompt", title: "user, no expiry", toUserId: athlete.id, promptEnabled: true },
      {
        type: "coach_prompt",
        title: "team, future expiry",
        toTeamId: world.teamA.id,
        promptEnabled: true,
        promptExpiresAt: later(DAY_MS),
      },
      {
        type: "coach_prompt",
        title: "expired",
        toUserId: athlete.id,
        promptEnabled: true,
        promptExpiresAt: earlier(MINUTE_MS),
      },
      { type: "coach_prompt", title: "disabled", toUserId: athlete.id, promptEnabled: false },
      { type: "observation", title: "observation", toUserId: athlete.id },
      { type: "feedback", title: "feedback", toUserId: athlete.id },
      { type: "coach_prompt", title: "other team", toTeamId: world.teamB.id, promptEnabled: true },
      { type: "coach_prompt", title: "other user", toUserId: world.athleteB.id, promptEnabled: true },
    ];
    for (const [i, row] of rows.entries()) {
      await storeNote(world, {
        ...row,
        content: `${tag} ${row.title}`,
        createdAt: earlier((10 - i) * DAY_MS),
      });
    }
  });

  const contents = (docs: { content: string }[]) =>
    docs.filter((d) => d.content.startsWith(tag)).map((d) => d.content);

  it("answers the enabled, unexpired coach-prompts for that user or their teams, oldest first", async () => {
    for (const caller of [token, t.admin, t.coach, t.coachA]) {
      const res = await prompts(caller, athlete.id);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(contents(res.body)).toEqual([`${tag} user, no expiry`, `${tag} team, future expiry`]);
    }
    const [doc] = (await prompts(t.admin, athlete.id)).body.filter((d: { content: string }) =>
      d.content.startsWith(tag),
    );
    expect(doc).toMatchObject({
      type: "coach-prompt",
      promptEnabled: true,
      promptExpiresAt: null,
      toUser: athlete.id,
      toOrganization: world.org.id,
      createdByName: expect.any(String),
    });
  });

  it("an athlete may ask only for themself; others only for users they may see ('User not found')", async () => {
    for (const [caller, id] of [
      [token, world.athleteA.id],
      [t.athleteB, athlete.id],
      [t.coachA, world.athleteB.id],
      [t.admin, MISSING_ID],
    ] as const) {
      const res = await prompts(caller, id);
      expectNotFound(res);
      expect(res.body.error.message).toBe("User not found");
    }
    expect((await prompts(t.coach, athlete.id, inTeam(world.teamB.id))).status).toBe(404);
  });

  it("a prompt disabled or expired by an update leaves the list", async () => {
    const created = await createNote(t.coach, {
      type: "coach-prompt",
      toUser: athlete.id,
      content: `${tag} live`,
    });
    expect(contents((await prompts(token, athlete.id)).body)).toContain(`${tag} live`);
    await put(t.coach, created._id, { promptExpiresAt: earlier(1000).toISOString() });
    expect(contents((await prompts(token, athlete.id)).body)).not.toContain(`${tag} live`);
    await put(t.coach, created._id, { promptExpiresAt: null, promptEnabled: false });
    expect(contents((await prompts(token, athlete.id)).body)).not.toContain(`${tag} live`);
    await put(t.coach, created._id, { promptEnabled: true });
    expect(contents((await prompts(token, athlete.id)).body)).toContain(`${tag} live`);
  });
});

describe("cross-organisation isolation", () => {
  it("another organisation's notes and people are invisible through every endpoint", async () => {
    const tag = unique("iso");
    const mine = await storeNote(world, {
      type: "feedback",
      title: `${tag} mine`,
      toUserId: world.athleteA.id,
    });
    const prompt = await storeNote(world, {
      type: "coach_prompt",
      title: `${tag} prompt`,
      toUserId: world.athleteA.id,
      promptEnabled: true,
    });
    const theirs = await storeNote(other, {
      type: "feedback",
      title: `${tag} theirs`,
      toUserId: other.athleteA.id,
    });

    for (const token of [t.otherAdmin, t.otherCoach, t.otherAthlete]) {
      for (const id of [mine.id, prompt.id]) {
        const res = await get(token, id);
        expect(res.status).toBe(404);
      }
      // Each of them sees their own organisation's feedback, never the first organisation's notes.
      expect(await found(token, tag)).toEqual([`${tag} theirs`]);
      const userPrompts = await prompts(token, world.athleteA.id);
      expect(userPrompts.status).toBe(404);
      expect(userPrompts.body.error.message).toBe("User not found");
    }
    for (const token of [t.otherAdmin, t.otherCoach]) {
      expect((await put(token, mine.id, { title: "Taken" })).status).toBe(404);
      expect((await request(coachingNotes.remove, { token, params: { id: mine.id } })).status).toBe(404);
      const toUser = await post(token, { type: "feedback", content: "x", toUser: world.athleteA.id });
      expect(toUser.body.error.message).toBe("User not found");
      expectError(
        await post(token, { type: "feedback", content: "x", toTeam: world.teamA.id }),
        404,
        "TEAM_NOT_EXISTS",
      );
      expect(await found(token, tag, { toUser: world.athleteA.id })).toEqual([]);
    }
    for (const token of [t.admin, t.coach, t.athlete]) {
      expect((await get(token, theirs.id)).status).toBe(404);
      expect(await found(token, tag)).not.toContain(`${tag} theirs`);
    }
    expect((await put(t.admin, theirs.id, { title: "Taken" })).status).toBe(404);
    expect((await request(coachingNotes.remove, { token: t.admin, params: { id: theirs.id } })).status).toBe(
      404,
    );
    expect((await prompts(t.admin, other.athleteA.id)).status).toBe(404);
    expect(await db.coachingNote.findUniqueOrThrow({ where: { id: mine.id } })).toMatchObject({
      title: `${tag} mine`,
    });
    expect(await db.coachingNote.findUniqueOrThrow({ where: { id: theirs.id } })).toMatchObject({
      title: `${tag} theirs`,
    });
  });
});

describe("demo seed", () => {
  it("writes a feedback, an observation and an enabled coach-prompt for the athlete, once", async () => {
    const athlete = await makePerson(world.org.id, "user");
    const [token] = Object.values(await tokensOf({ a: athlete }));
    await seedDemoCoachingNotes(world.org.id, athlete.id, world.coach.id);
    await seedDemoCoachingNotes(world.org.id, athlete.id, world.coach.id);
    const rows = await db.coachingNote.findMany({ where: { toUserId: athlete.id } });
    expect(rows.map((r) => r.type).sort()).toEqual(["coach_prompt", "feedback", "observation"]);
    expect(rows.every((r) => r.createdById === world.coach.id && r.toOrganizationId === world.org.id)).toBe(
      true,
    );
    const inbox = await request(coachingNotes.paginate, {
      token,
      body: { limit: 100, filters: { inbox: true } },
    });
    expect(inbox.body.docs.map((d: { type: string }) => d.type)).toEqual(["feedback"]);
    const active = await prompts(token, athlete.id);
    expect(active.body.map((d: { type: string }) => d.type)).toEqual(["coach-prompt"]);
  });
});
