import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as processJournalsRoute } from "@/app/api/assessments/process-journals/route";
import { POST as forceRoute } from "@/app/api/users/force-assessment/route";
import { ASSESSMENT_SECTIONS } from "@/lib/constants";
import { assessments } from "@/lib/contracts/assessments/endpoints";
import { ALL_ASSESSMENT_KEYS, sectionOf } from "@/lib/contracts/assessments/schemas";
import { users } from "@/lib/contracts/users/endpoints";
import { CLAIM_TIMEOUT_MINUTES, claim, unclaim } from "@/server/assessments/assess-item";
import { db } from "@/server/db";
import { caller, offContract, request } from "../support/api-client";
import { addMessages, makeAgent, makeAgentChat } from "../support/chats";
import { expectError, expectNotFound } from "../support/expect";
import { makeOrganization, makePerson, type Person, unique } from "../support/fixtures";
import { startOpenAIWireServer, type WireBody, type WireServer } from "../support/openai-wire-server";
import { peopleOf, tokensOf, type World } from "../support/org-team";
import { makeAssessmentValue, makeGoal, makeJournal } from "../support/records";
import { callStream } from "../support/sse";
import { setChat, setJournal } from "../support/state";

type Tokens = Record<"admin" | "coach" | "athlete" | "athleteB", string>;

let wire: WireServer;

const useOffline = () => {
  process.env.AI_PROVIDER = "offline";
};
const useWire = () => {
  process.env.AI_PROVIDER = "openai";
  process.env.OPENAI_API_KEY = "test-key";
  process.env.OPENAI_BASE_URL = wire.url;
};

beforeAll(async () => {
  wire = await startOpenAIWireServer();
  useOffline();
});

afterAll(async () => {
  useOffline();
  await wire.close();
});

const processJournals = (token: string, headers: Record<string, string> = {}) =>
  request(assessments.processJournals, { token, body: {}, headers });
const processChats = (token: string, headers: Record<string, string> = {}) =>
  request(assessments.processChats, { token, body: {}, headers });
const force = (token: string, userId: string, headers: Record<string, string> = {}) =>
  request(users.forceAssessment, { token, body: { userId }, headers });
const chart = caller(assessments.progressChart);

async function teamIdsOf(userId: string): Promise<string[]> {
  const user = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { teams: true } });
  return user.teams.map((t) => t.id).sort();
}

async function assessableJournal(
  person: Person,
  organizationId: string,
  data: { title?: string; text?: string; date?: Date; draft?: boolean; shouldAssess?: boolean } = {},
) {
  const teams = await teamIdsOf(person.id);
  return makeJournal({
    title: data.title ?? unique("Journal"),
    text: data.text ?? "An ordinary day.",
    date: data.date ?? new Date("2026-03-10T12:00:00Z"),
    draft: data.draft ?? false,
    shouldAssess: data.shouldAssess ?? true,
    userId: person.id,
    organizationId,
    teams: { connect: teams.map((id) => ({ id })) },
  });
}

async function makeClosedChat(
  token: string,
  agentId: string,
  userId: string,
  texts: string[],
  options: { closed?: boolean; shouldAssess?: boolean } = {},
) {
  const chat = await makeAgentChat(token, agentId);
  if (texts.length > 0) {
    await addMessages(
      chat._id,
      texts.flatMap((content) => [
        { role: "user" as const, content, userId },
        { role: "assistant" as const, content: "Tell me more." },
      ]),
    );
  }
  await setChat(chat._id, { closed: options.closed ?? true, shouldAssess: options.shouldAssess ?? true });
  return chat._id as string;
}

function valuesOf(where: { journalEntryId?: string; chatId?: string }) {
  return db.assessmentValue.findMany({
    where,
    include: { teams: { select: { id: true } } },
    orderBy: { key: "asc" },
  });
}

/** A full structured answer for the wire server: every key 5 unless overridden. */
function wireAnswer(
  overrides: Partial<Record<string, number>> = {},
  extra: { goalProgress?: object[]; areasToFocus?: object[] } = {},
) {
  const values = Object.fromEntries(
    ALL_ASSESSMENT_KEYS.map((k) => [k, { value: overrides[k] ?? 5, justification: `Because of ${k}.` }]),
  );
  return JSON.stringify({ values, goalProgress: extra.goalProgress ?? [], ...extra });
}

describe("assessments with the offline provider", () => {
  let world: World;
  let t: Tokens;
  let agentId: string;

  beforeAll(async () => {
    useOffline();
    world = await makeOrganization();
    t = await tokensOf(peopleOf(world));
    agentId = (await makeAgent(world.org.id)).id;
  });

  it("assesses the athlete's due journal: 12 values, goal notes, marked assessed; drafts and opted-out skipped", async () => {
    const goal = await makeGoal({
      userId: world.athleteA.id,
      organizationId: world.org.id,
      title: "Faster sprint start",
      target: "Under 1.5 s reaction",
      progress: 20,
    });
    const paused = await makeGoal({
      userId: world.athleteA.id,
      organizationId: world.org.id,
      title: "Sprint relay",
      target: "Team relay",
      progress: 20,
      status: "paused",
    });
    const date = new Date("2026-03-10T07:30:00Z");
    const journal = await assessableJournal(world.athleteA, world.org.id, {
      text: "Slept well and rested. Felt happy and motivated, made progress on my sprint start today.",
      date,
    });
    const draft = await assessableJournal(world.athleteA, world.org.id, { draft: true });
    const optedOut = await assessableJournal(world.athleteA, world.org.id, { shouldAssess: false });
    const others = await assessableJournal(world.athleteB, world.org.id);

    const res = await processJournals(t.athlete);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ total: 1, processed: 1, failed: 0, skipped: 0, remaining: 0 });
    expect(res.body.assessed).toEqual({ journals: [journal.id], chats: [] });

    const values = await valuesOf({ journalEntryId: journal.id });
    expect(values.map((v) => v.key).sort()).toEqual([...ALL_ASSESSMENT_KEYS].sort());
    for (const v of values) {
      expect(v.section).toBe(sectionOf(v.key));
      expect(v.value).toBeGreaterThanOrEqual(1);
      expect(v.value).toBeLessThanOrEqual(10);
      expect(v.justification).toBeTruthy();
      expect(v).toMatchObject({ userId: world.athleteA.id, organizationId: world.org.id, source: "journal" });
      expect(v.date.toISOString()).toBe(date.toISOString());
      expect(v.teams.map((x) => x.id)).toEqual([world.teamA.id]);
    }
    const byKey = Object.fromEntries(values.map((v) => [v.key, v.value]));
    // Word cues: "slept well", "rested" → sleep 7; "happy" → mood 6; "motivated" → 6; nothing on diet → 5.
    expect(byKey).toMatchObject({ sleepQuality: 7, mood: 6, motivation: 6, dietAndNutrition: 5 });

    const stored = await db.journalEntry.findUniqueOrThrow({ where: { id: journal.id } });
    expect(stored.assessed).toBe(true);
    expect(stored.assessedAt).toBeInstanceOf(Date);

    const notes = await db.goalNote.findMany({ where: { goalId: goal.id } });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      progressedValue: 10,
      previousProgress: 20,
      progress: 30,
      fromJournalId: journal.id,
    });
    expect((await db.goal.findUniqueOrThrow({ where: { id: goal.id } })).progress).toBe(30);
    expect(await db.goalNote.count({ where: { goalId: paused.id } })).toBe(0);

    for (const id of [draft.id, optedOut.id, others.id]) {
      const row = await db.journalEntry.findUniqueOrThrow({ where: { id } });
      expect(row.assessed).toBe(false);
      expect(await db.assessmentValue.count({ where: { journalEntryId: id } })).toBe(0);
    }

    // Running again assesses nothing twice.
    const again = await processJournals(t.athlete);
    expect(again.body).toMatchObject({ total: 0, processed: 0 });
    expect(await db.assessmentValue.count({ where: { journalEntryId: journal.id } })).toBe(12);
    expect(await db.goalNote.count({ where: { goalId: goal.id } })).toBe(1);
  });

  it("two concurrent runs assess each journal once", async () => {
    const person = await makePerson(world.org.id, "user", { teamIds: [world.teamB.id] });
    const [tk] = Object.values(await tokensOf({ p: person }));
    const journals = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        assessableJournal(person, world.org.id, { text: `Day ${n}: tired but motivated.` }),
      ),
    );
    const [a, b] = await Promise.all([processJournals(tk), processJournals(tk)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body.processed + b.body.processed).toBe(4);
    expect(a.body.failed + b.body.failed).toBe(0);
    const assessedIds = [...a.body.assessed.journals, ...b.body.assessed.journals].sort();
    expect(assessedIds).toEqual(journals.map((j) => j.id).sort());
    for (const j of journals) {
      expect(await db.assessmentValue.count({ where: { journalEntryId: j.id } })).toBe(12);
    }
  });

  it("a coach with a team chosen processes that team's journals only; an admin the organisation's", async () => {
    const inA = await assessableJournal(world.athleteA, world.org.id, { text: "A" });
    const inB = await assessableJournal(world.athleteB, world.org.id, { text: "B" });
    const res = await processJournals(t.coach, { "x-team-id": world.teamB.id });
    expect(res.body.assessed.journals).toContain(inB.id);
    expect(res.body.assessed.journals).not.toContain(inA.id);
    expect((await db.journalEntry.findUniqueOrThrow({ where: { id: inA.id } })).assessed).toBe(false);
    const admin = await processJournals(t.admin);
    expect(admin.body.assessed.journals).toContain(inA.id);
  });

  it("assesses closed chats with user messages; open chats and empty ones are left", async () => {
    const closed = await makeClosedChat(t.athlete, agentId, world.athleteA.id, [
      "I feel exhausted and injured, my knee pain is bad.",
      "I missed training and skipped meals.",
    ]);
    const open = await makeClosedChat(t.athlete, agentId, world.athleteA.id, ["Still talking"], {
      closed: false,
    });
    const empty = await makeClosedChat(t.athlete, agentId, world.athleteA.id, []);
    const res = await processChats(t.athlete);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ processed: 1, failed: 0, assessed: { journals: [], chats: [closed] } });
    const values = await valuesOf({ chatId: closed });
    expect(values).toHaveLength(12);
    expect(values.every((v) => v.source === "chat")).toBe(true);
    const chat = await db.chat.findUniqueOrThrow({ where: { id: closed } });
    expect(chat.assessed).toBe(true);
    expect(chat.assessedAt).toBeInstanceOf(Date);
    expect(values[0].date.toISOString()).toBe(chat.lastMessageAt?.toISOString());
    // Assessed without a summary: it gets one, with keywords (issue 20: history and search show them).
    expect(chat.summarizedAt).toBeInstanceOf(Date);
    expect(chat.summary).toContain("I feel exhausted and injured");
    expect(chat.keywords).toEqual(expect.arrayContaining(["knee"]));
    const areas = chat.areasToFocus as {
      key: string;
      value: number;
      rangeComparison: string;
      teamMedian: null;
    }[];
    expect(areas).toHaveLength(3);
    const byKey = Object.fromEntries(values.map((v) => [v.key, v.value]));
    for (const area of areas) {
      expect(area.value).toBe(byKey[area.key]);
      // Nobody else in team A has values yet: no median, so within range.
      expect(area).toMatchObject({ teamMedian: null, rangeComparison: "Within Range" });
    }
    // The offline areas are the three lowest values: physical health ("injured", "pain") is one.
    expect(areas.map((a) => a.key)).toContain("physicalHealth");
    for (const id of [open, empty]) {
      expect((await db.chat.findUniqueOrThrow({ where: { id } })).assessed).toBe(false);
    }
    expect((await processChats(t.athlete)).body).toMatchObject({ total: 0, processed: 0 });
    expect(await db.assessmentValue.count({ where: { chatId: closed } })).toBe(12);
  });

  it("a claim abandoned for CLAIM_TIMEOUT_MINUTES is due again; a live one is left alone", async () => {
    const person = await makePerson(world.org.id, "user", { teamIds: [world.teamA.id] });
    const { p: tk } = await tokensOf({ p: person });
    const abandoned = await assessableJournal(person, world.org.id, { text: "abandoned" });
    const live = await assessableJournal(person, world.org.id, { text: "live" });
    const back = (id: string, minutes: number) =>
      db.$executeRaw`UPDATE "JournalEntry" SET assessed = true, "assessedAt" = NULL,
        "updatedAt" = (now() AT TIME ZONE 'UTC') - make_interval(mins => ${minutes}) WHERE id = ${id}`;
    await back(abandoned.id, CLAIM_TIMEOUT_MINUTES + 1);
    await back(live.id, 1);
    const res = await processJournals(tk);
    expect(res.body).toMatchObject({ total: 1, processed: 1, assessed: { journals: [abandoned.id] } });
    expect(await db.assessmentValue.count({ where: { journalEntryId: abandoned.id } })).toBe(12);
    expect(await db.assessmentValue.count({ where: { journalEntryId: live.id } })).toBe(0);
    expect((await db.journalEntry.findUniqueOrThrow({ where: { id: live.id } })).assessedAt).toBeNull();
  });

  it("a claim taken over cannot be released by the run that lost it", async () => {
    const journal = await assessableJournal(world.athleteB, world.org.id, { draft: true });
    expect(await claim("journal", journal.id)).toBeNull(); // drafts are never claimed
    await setJournal(journal.id, { draft: false });
    const first = await claim("journal", journal.id);
    expect(first).not.toBeNull();
    expect(await claim("journal", journal.id)).toBeNull(); // a live claim
    await db.$executeRaw`UPDATE "JournalEntry"
      SET "updatedAt" = (now() AT TIME ZONE 'UTC') - interval '1 day' WHERE id = ${journal.id}`;
    const second = await claim("journal", journal.id);
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    await unclaim("journal", journal.id, first as string);
    expect((await db.journalEntry.findUniqueOrThrow({ where: { id: journal.id } })).assessed).toBe(true);
    await unclaim("journal", journal.id, second as string);
    expect((await db.journalEntry.findUniqueOrThrow({ where: { id: journal.id } })).assessed).toBe(false);
    await db.journalEntry.delete({ where: { id: journal.id } });
  });

  it("streams progress and a final result with Accept: text/event-stream", async () => {
    await assessableJournal(world.athleteB, world.org.id, { text: "one" });
    await assessableJournal(world.athleteB, world.org.id, { text: "two" });
    const res = await callStream(processJournalsRoute, {
      token: t.athleteB,
      body: {},
      headers: { accept: "text/event-stream" },
    });
    expect(res.status).toBe(200);
    expect(res.contentType).toMatch(/^text\/event-stream/);
    const events = await res.sse.rest();
    const progress = events.filter((e) => e.event === "progress").map((e) => e.data);
    expect(progress[0]).toEqual({ done: 0, total: 2, current: null });
    expect(progress.map((p) => p.done)).toEqual([0, 1, 2]);
    expect(progress[2].current).toMatchObject({ kind: "journal", status: "assessed" });
    expect(events.at(-1)?.event).toBe("result");
    expect(events.at(-1)?.data).toMatchObject({ total: 2, processed: 2 });
  });
});

describe("assessments through the OpenAI wire format", () => {
  let world: World;
  let t: Tokens;
  let agentId: string;

  beforeAll(async () => {
    world = await makeOrganization();
    t = await tokensOf(peopleOf(world));
    agentId = (await makeAgent(world.org.id)).id;
  });
  afterAll(useOffline);

  it("stores the model's values (rounded into 1–10) and its goal notes for known goals only", async () => {
    useWire();
    const goal = await makeGoal({
      userId: world.athleteA.id,
      organizationId: world.org.id,
      title: "Eat better",
      target: "Veg daily",
      progress: 50,
    });
    const journal = await assessableJournal(world.athleteA, world.org.id, { text: "Had fries again." });
    wire.setScript({
      reply: wireAnswer(
        { dietAndNutrition: 2.4, mood: 12, sleepQuality: 7.6 },
        {
          goalProgress: [
            { goalId: goal.id, progressedValue: -15, justification: "Fries again." },
            { goalId: "0123456789abcdef01234567", progressedValue: 30, justification: "Unknown goal." },
          ],
        },
      ),
    });
    const before = wire.requests.length;
    const res = await processJournals(t.athlete);
    expect(res.body).toMatchObject({ processed: 1, failed: 0 });
    const request = wire.requests[before].body as WireBody;
    expect(request.response_format.type).toBe("json_schema");
    expect(request.response_format.json_schema.name).toBe("journal_assessment");
    expect(
      Object.keys(request.response_format.json_schema.schema.properties.values.properties).sort(),
    ).toEqual([...ALL_ASSESSMENT_KEYS].sort());
    expect(JSON.stringify(request.messages)).toContain(goal.id);
    expect(JSON.stringify(request.messages)).toContain("Had fries again.");

    const byKey = Object.fromEntries(
      (await valuesOf({ journalEntryId: journal.id })).map((v) => [v.key, [v.value, v.justification]]),
    );
    expect(byKey.dietAndNutrition).toEqual([2, "Because of dietAndNutrition."]);
    expect(byKey.mood[0]).toBe(10);
    expect(byKey.sleepQuality[0]).toBe(8);
    expect(byKey.timeManagement[0]).toBe(5);
    const notes = await db.goalNote.findMany({ where: { fromJournalId: journal.id } });
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      goalId: goal.id,
      progressedValue: -15,
      previousProgress: 50,
      progress: 35,
    });
    expect(await db.chatUsage.count({ where: { userId: world.athleteA.id, chatId: null } })).toBeGreaterThan(
      0,
    );
  });

  it("a model failure or an invalid answer leaves the item unassessed for the next run", async () => {
    useWire();
    const journal = await assessableJournal(world.athleteB, world.org.id, { text: "Fine." });
    wire.setScript({ status: 500 });
    const failed = await processJournals(t.athleteB);
    expect(failed.body).toMatchObject({ total: 1, processed: 0, failed: 1, failedIds: [journal.id] });
    let row = await db.journalEntry.findUniqueOrThrow({ where: { id: journal.id } });
    expect([row.assessed, row.assessedAt]).toEqual([false, null]);
    expect(await db.assessmentValue.count({ where: { journalEntryId: journal.id } })).toBe(0);

    wire.setScript({ reply: '{"values": {"mood": 5}}' });
    expect((await processJournals(t.athleteB)).body).toMatchObject({ processed: 0, failed: 1 });
    row = await db.journalEntry.findUniqueOrThrow({ where: { id: journal.id } });
    expect(row.assessed).toBe(false);

    wire.setScript({ reply: wireAnswer() });
    expect((await processJournals(t.athleteB)).body).toMatchObject({ processed: 1, failed: 0 });
    expect(await db.assessmentValue.count({ where: { journalEntryId: journal.id } })).toBe(12);
  });

  it("a slow model: two concurrent runs still assess the item once", async () => {
    useWire();
    const journal = await assessableJournal(world.athleteB, world.org.id, { text: "Slow." });
    wire.setScript({ reply: wireAnswer(), firstTokenDelayMs: 150 });
    const before = wire.requests.length;
    const [a, b] = await Promise.all([processJournals(t.athleteB), processJournals(t.athleteB)]);
    expect(a.body.processed + b.body.processed).toBe(1);
    expect(wire.requests.length - before).toBe(1);
    expect(await db.assessmentValue.count({ where: { journalEntryId: journal.id } })).toBe(12);
    wire.setScript({ reply: wireAnswer() });
  });

  it("areasToFocus: team median over team mates' latest values and the range comparison", async () => {
    useWire();
    // Team A mates: their latest values count (older ones and team B members do not, nor the athlete's own).
    const mates = await Promise.all(
      [1, 2, 3, 4].map(() => makePerson(world.org.id, "user", { teamIds: [world.teamA.id] })),
    );
    const seed = (userId: string, key: string, value: number, date: string) =>
      makeAssessmentValue({
        userId,
        organizationId: world.org.id,
        section: sectionOf(key as never),
        key: key as never,
        value,
        date: new Date(date),
        teams: { connect: [{ id: world.teamA.id }] },
      });
    for (const key of ["sleepQuality", "mood", "motivation"]) {
      await seed(mates[0].id, key, 9, "2026-01-01T00:00:00Z"); // older: ignored
      await seed(mates[0].id, key, 4, "2026-02-01T00:00:00Z");
      await seed(mates[1].id, key, 6, "2026-02-01T00:00:00Z");
      await seed(mates[2].id, key, 9, "2026-02-01T00:00:00Z");
      await seed(world.athleteB.id, key, 1, "2026-02-01T00:00:00Z"); // team B: ignored
      await seed(world.athleteA.id, key, 1, "2026-02-01T00:00:00Z"); // the athlete: ignored
    }
    await seed(mates[3].id, "motivation", 8, "2026-02-01T00:00:00Z");
    // sleepQuality and mood: median of 4, 6, 9 = 6; motivation: of 4, 6, 8, 9 = 7.
    const chatId = await makeClosedChat(t.athlete, agentId, world.athleteA.id, ["Slept great, low drive."]);
    wire.setScript({
      reply: wireAnswer(
        { sleepQuality: 9, mood: 5, motivation: 2 },
        {
          areasToFocus: [
            { key: "sleepQuality", justification: "Keep it." },
            { key: "mood", justification: "Watch it." },
            { key: "motivation", justification: "Work on it." },
            { key: "motivation", justification: "Duplicate." },
          ],
        },
      ),
    });
    const res = await processChats(t.athlete);
    expect(res.body).toMatchObject({ processed: 1, assessed: { chats: [chatId] } });
    // The assessment, then the summary an assessed chat without one gets.
    const names = wire.requests.slice(-2).map((r) => (r.body as WireBody).response_format.json_schema.name);
    expect(names).toEqual(["chat_assessment", "chat_summary"]);
    const chat = await db.chat.findUniqueOrThrow({ where: { id: chatId } });
    expect(chat.areasToFocus).toEqual([
      {
        key: "sleepQuality",
        value: 9,
        teamMedian: 6,
        rangeComparison: "Above Average",
        justification: "Keep it.",
      },
      { key: "mood", value: 5, teamMedian: 6, rangeComparison: "Within Range", justification: "Watch it." },
      {
        key: "motivation",
        value: 2,
        teamMedian: 7,
        rangeComparison: "Below Average",
        justification: "Work on it.",
      },
    ]);
  });
});

describe("POST /users/force-assessment", () => {
  let world: World;
  let t: Tokens;
  let agentId: string;

  beforeAll(async () => {
    useOffline();
    world = await makeOrganization();
    t = await tokensOf(peopleOf(world));
    agentId = (await makeAgent(world.org.id)).id;
  });

  it("athletes may not (403); a coach outside the user's teams or another organisation gets 404", async () => {
    expectError(await force(t.athlete, world.athleteA.id), 403, "FORBIDDEN");
    const teamBCoach = await makePerson(world.org.id, "coach", { teamIds: [world.teamB.id] });
    const other = await makeOrganization();
    const tk = await tokensOf({ teamBCoach, otherAdmin: other.admin, otherCoach: other.coach });
    for (const token of [tk.teamBCoach, tk.otherAdmin, tk.otherCoach]) {
      const res = await force(token, world.athleteA.id);
      expectNotFound(res);
      expect(res.body.error.message).toBe("User not found");
    }
    expectError(await force(t.coach, "nope"), 400, "VALIDATION_ERROR");
  });

  it("assesses every unassessed non-draft journal and closed chat of the user, ignoring shouldAssess", async () => {
    const optedOut = await assessableJournal(world.athleteA, world.org.id, {
      shouldAssess: false,
      text: "happy",
    });
    const due = await assessableJournal(world.athleteA, world.org.id, { text: "sad" });
    const draft = await assessableJournal(world.athleteA, world.org.id, { draft: true });
    const chat = await makeClosedChat(t.athlete, agentId, world.athleteA.id, ["ok"], { shouldAssess: false });
    const open = await makeClosedChat(t.athlete, agentId, world.athleteA.id, ["ok"], { closed: false });
    const someoneElse = await assessableJournal(world.athleteB, world.org.id);

    const res = await force(t.coach, world.athleteA.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ total: 3, processed: 3, failed: 0 });
    expect(res.body.assessed.journals.sort()).toEqual([optedOut.id, due.id].sort());
    expect(res.body.assessed.chats).toEqual([chat]);
    expect((await db.journalEntry.findUniqueOrThrow({ where: { id: draft.id } })).assessed).toBe(false);
    expect((await db.chat.findUniqueOrThrow({ where: { id: open } })).assessed).toBe(false);
    expect((await db.journalEntry.findUniqueOrThrow({ where: { id: someoneElse.id } })).assessed).toBe(false);

    // An admin too; nothing left to do now.
    expect((await force(t.admin, world.athleteA.id)).body).toMatchObject({ total: 0, processed: 0 });
  });

  it("streams progress for the force run", async () => {
    await assessableJournal(world.athleteB, world.org.id, { text: "one" });
    const res = await callStream(forceRoute, {
      token: t.admin,
      body: { userId: world.athleteB.id },
      headers: { accept: "text/event-stream" },
    });
    const events = await res.sse.rest();
    const result = events.at(-1);
    expect(result?.event).toBe("result");
    expect(result?.data.total).toBeGreaterThanOrEqual(1);
    expect(result?.data.processed).toBe(result?.data.total);
    const progress = events.slice(0, -1);
    expect(progress.map((e) => [e.event, e.data.done])).toEqual(
      Array.from({ length: result?.data.total + 1 }, (_, i) => ["progress", i]),
    );
  });

  it("a refused stream answers the JSON envelope", async () => {
    const res = await callStream(forceRoute, {
      token: t.athlete,
      body: { userId: world.athleteB.id },
      headers: { accept: "text/event-stream" },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe("FORBIDDEN");
  });
});

describe("POST /assessments/progress-assessments-chart", () => {
  let world: World;
  let t: Tokens;

  beforeAll(async () => {
    world = await makeOrganization();
    t = await tokensOf(peopleOf(world));
    const seed = (key: string, value: number, date: string, organizationId = world.org.id) =>
      makeAssessmentValue({
        userId: world.athleteA.id,
        organizationId,
        section: sectionOf(key as never),
        key: key as never,
        value,
        date: new Date(date),
      });
    const other = await makeOrganization();
    await seed("mood", 4, "2026-03-02T10:00:00Z");
    await seed("mood", 6, "2026-03-02T20:00:00Z");
    await seed("mood", 7, "2026-03-03T02:00:00Z"); // 2 March, 21:00 in New York
    await seed("mood", 9, "2026-03-09T10:00:00Z");
    await seed("sleepQuality", 5, "2026-03-03T12:00:00Z");
    await seed("sleepQuality", 8, "2026-04-15T12:00:00Z");
    await seed("mood", 1, "2026-03-02T12:00:00Z", other.org.id); // another organisation: never counted
  });

  it("averages per day, week, month in SQL, in the request's timezone", async () => {
    const day = await chart(t.coach, { userId: world.athleteA.id, keys: ["mood"] });
    expect(day.status, JSON.stringify(day.body)).toBe(200);
    expect(day.body).toMatchObject({ userId: world.athleteA.id, granularity: "day", timezone: "UTC" });
    expect(day.body.series).toEqual([
      {
        section: "mental",
        key: "mood",
        points: [
          { date: "2026-03-02", value: 5, count: 2 },
          { date: "2026-03-03", value: 7, count: 1 },
          { date: "2026-03-09", value: 9, count: 1 },
        ],
      },
    ]);
    const ny = await chart(
      t.coach,
      { userId: world.athleteA.id, keys: ["mood"] },
      { "x-timezone": "America/New_York" },
    );
    expect(ny.body.series[0].points).toEqual([
      { date: "2026-03-02", value: (4 + 6 + 7) / 3, count: 3 },
      { date: "2026-03-09", value: 9, count: 1 },
    ]);
    const week = await chart(t.admin, { userId: world.athleteA.id, keys: ["mood"], granularity: "week" });
    expect(week.body.series[0].points).toEqual([
      { date: "2026-03-02", value: (4 + 6 + 7) / 3, count: 3 },
      { date: "2026-03-09", value: 9, count: 1 },
    ]);
    const month = await chart(t.admin, {
      userId: world.athleteA.id,
      section: "physical",
      granularity: "month",
    });
    expect(month.body.series.map((s: { key: string }) => s.key)).toEqual([...ASSESSMENT_SECTIONS.physical]);
    expect(month.body.series.find((s: { key: string }) => s.key === "sleepQuality").points).toEqual([
      { date: "2026-03-01", value: 5, count: 1 },
      { date: "2026-04-01", value: 8, count: 1 },
    ]);
    expect(month.body.series.find((s: { key: string }) => s.key === "dietAndNutrition").points).toEqual([]);
    const year = await chart(t.admin, { userId: world.athleteA.id, granularity: "year" });
    expect(year.body.series).toHaveLength(12);
    expect(year.body.series.find((s: { key: string }) => s.key === "mood").points).toEqual([
      { date: "2026-01-01", value: (4 + 6 + 7 + 9) / 4, count: 4 },
    ]);
  });

  it("filters by date range and checks the body", async () => {
    const res = await chart(t.coach, {
      userId: world.athleteA.id,
      keys: ["mood", "sleepQuality"],
      dateFilter: { startDate: "2026-03-03T00:00:00Z", endDate: "2026-03-31T23:59:59Z" },
    });
    expect(res.body.series[0].points).toEqual([
      { date: "2026-03-03", value: 7, count: 1 },
      { date: "2026-03-09", value: 9, count: 1 },
    ]);
    expect(res.body.series[1].points).toEqual([{ date: "2026-03-03", value: 5, count: 1 }]);
    expectError(
      await chart(t.coach, { userId: world.athleteA.id, section: "physical", keys: ["mood"] }),
      400,
      "VALIDATION_ERROR",
    );
    expectError(
      await chart(t.coach, offContract({ userId: world.athleteA.id, granularity: "hour" })),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("athletes may not; users outside the caller's scope or organisation are not found", async () => {
    expectError(await chart(t.athlete, { userId: world.athleteA.id }), 403, "FORBIDDEN");
    const other = await makeOrganization();
    const teamBCoach = await makePerson(world.org.id, "coach", { teamIds: [world.teamB.id] });
    const tk = await tokensOf({ otherAdmin: other.admin, teamBCoach });
    for (const token of [tk.otherAdmin, tk.teamBCoach]) {
      const res = await chart(token, { userId: world.athleteA.id });
      expectNotFound(res);
      expect(res.body.error.message).toBe("User not found");
    }
    expectError(
      await chart(tk.otherAdmin, { userId: world.athleteA.id }, { "x-organization-id": world.org.id }),
      403,
      "FORBIDDEN",
    );
  });
});

describe("cross-organisation isolation and usage statistics", () => {
  it("another organisation's admin and coach never assess this organisation's items", async () => {
    useOffline();
    const world = await makeOrganization();
    const other = await makeOrganization();
    const tk = await tokensOf({ otherAdmin: other.admin, otherCoach: other.coach, athlete: world.athleteA });
    const agentId = (await makeAgent(world.org.id)).id;
    const journal = await assessableJournal(world.athleteA, world.org.id);
    const chatId = await makeClosedChat(tk.athlete, agentId, world.athleteA.id, ["hello"]);
    for (const token of [tk.otherAdmin, tk.otherCoach]) {
      expect((await processJournals(token)).body.assessed.journals).not.toContain(journal.id);
      expect((await processChats(token)).body.assessed.chats).not.toContain(chatId);
      expectError(await processJournals(token, { "x-organization-id": world.org.id }), 403, "FORBIDDEN");
      expectError(await processChats(token, { "x-organization-id": world.org.id }), 403, "FORBIDDEN");
    }
    expect((await db.journalEntry.findUniqueOrThrow({ where: { id: journal.id } })).assessed).toBe(false);
    expect((await db.chat.findUniqueOrThrow({ where: { id: chatId } })).assessed).toBe(false);
  });

  it("counts journalsAssessed and chatsAssessed for the organisation and the team", async () => {
    useOffline();
    const world = await makeOrganization();
    const tk = await tokensOf({ coach: world.coach, athlete: world.athleteA });
    const agentId = (await makeAgent(world.org.id)).id;
    await assessableJournal(world.athleteA, world.org.id);
    await assessableJournal(world.athleteA, world.org.id);
    await makeClosedChat(tk.athlete, agentId, world.athleteA.id, ["hello"]);
    expect((await processJournals(tk.coach)).body.processed).toBe(2);
    expect((await processChats(tk.coach)).body.processed).toBe(1);
    const day = (teamId: string | null) =>
      db.usageStatistics.findFirstOrThrow({
        where: { organizationId: world.org.id, teamId, dateType: "day" },
        orderBy: { date: "desc" },
      });
    for (const teamId of [null, world.teamA.id]) {
      expect(await day(teamId)).toMatchObject({ journalsAssessed: 2, chatsAssessed: 1 });
    }
    const month = await db.usageStatistics.findFirstOrThrow({
      where: { organizationId: world.org.id, teamId: null, dateType: "month" },
    });
    expect(month).toMatchObject({ journalsAssessed: 2, chatsAssessed: 1 });
  });
});
