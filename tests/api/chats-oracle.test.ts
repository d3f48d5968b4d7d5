/**
 * Oracle mode: POST /chats/initialize-oracle loads data into an oracle chat as a developer message, and the data
 * never reaches past what the caller may see (athlete: themselves; coach: their teams; admin: their organisation;
 * master admin: any organisation).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { chats } from "@/lib/contracts/chats/endpoints";
import { db } from "@/server/db";
import { caller } from "../support/api-client";
import { makeAgent } from "../support/chats";
import { daysAgo } from "../support/clock";
import { expectError, expectNotFound } from "../support/expect";
import { makeOrganization, makePerson, type Person, unique } from "../support/fixtures";
import { makeMasterWorld, tokensOf, type World } from "../support/org-team";
import { makeChat, makeGoal, makeJournal } from "../support/records";
import { setUser } from "../support/state";

let world: World;
let other: World;
let masterWorld: Awaited<ReturnType<typeof makeMasterWorld>>;
let coachA: Person;
let hiddenA: Person;
let t: Record<"admin" | "coachA" | "athleteA" | "athleteB" | "master" | "hiddenA", string>;
/** Distinctive titles per person: what must or must not appear in loaded data. */
const marks = new Map<string, { journal: string; goal: string; old: string }>();

async function seedData(person: Person, organizationId: string) {
  const mark = { journal: unique("Journal"), goal: unique("Goal"), old: unique("OldJournal") };
  marks.set(person.id, mark);
  await makeJournal({
    title: mark.journal,
    text: "Felt strong today.",
    date: daysAgo(2),
    userId: person.id,
    organizationId,
  });
  await makeJournal({
    title: mark.old,
    text: "Long ago.",
    date: daysAgo(60),
    userId: person.id,
    organizationId,
  });
  await makeGoal({ title: mark.goal, target: "Run 5 km", progress: 40, userId: person.id, organizationId });
}

async function oracleChat(
  person: Person,
  organizationId: string,
  data: { mode?: "oracle" | "coaching"; closed?: boolean } = {},
) {
  const agent = await makeAgent(organizationId, {
    allowedModes: ["oracle", "coaching"],
    defaultMode: "oracle",
  });
  return makeChat({
    type: "agent_chat",
    mode: data.mode ?? "oracle",
    closed: data.closed ?? false,
    organizationId,
    users: { connect: { id: person.id } },
    agents: { connect: { id: agent.id } },
  });
}

const initialize = caller(chats.initializeOracle);

/** Initialises a fresh oracle chat of `person` and answers the stored loaded data and the answer. */
async function load(
  person: Person,
  token: string,
  organizationId: string,
  oracleProps?: object,
  headers = {},
) {
  const chat = await oracleChat(person, organizationId);
  const res = await initialize(token, { chatId: chat.id, ...(oracleProps ? { oracleProps } : {}) }, headers);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const row = await db.message.findUniqueOrThrow({ where: { id: res.body.id } });
  const content = (row.metaContent as { type: string; content: string }[])[0].content;
  const scope = (row.details as { oracle: Record<string, unknown> }).oracle;
  return { res, content, scope, chat };
}

const sees = (content: string, person: Person) => content.includes(marks.get(person.id)?.journal as string);

beforeAll(async () => {
  [world, other, masterWorld] = await Promise.all([
    makeOrganization(),
    makeOrganization(),
    makeMasterWorld(),
  ]);
  coachA = await makePerson(world.org.id, "coach", { teamIds: [world.teamA.id] });
  hiddenA = await makePerson(world.org.id, "user", { teamIds: [world.teamA.id] });
  await setUser(hiddenA.id, { invisibleToOthers: true });
  for (const [person, org] of [
    [world.athleteA, world.org.id],
    [world.athleteB, world.org.id],
    [hiddenA, world.org.id],
    [other.athleteA, other.org.id],
  ] as const)
    await seedData(person, org);
  t = await tokensOf({
    admin: world.admin,
    coachA,
    athleteA: world.athleteA,
    athleteB: world.athleteB,
    master: masterWorld.master,
    hiddenA,
  });
});

describe("oracle data scope", () => {
  it("gives an athlete only their own data, dropping other users, teams and organisations", async () => {
    const { content, scope, res } = await load(world.athleteA, t.athleteA, world.org.id, {
      users: [world.athleteB.id],
      teams: [world.teamB.id],
      organizations: [other.org.id],
    });
    expect(sees(content, world.athleteA)).toBe(true);
    expect(content).toContain(marks.get(world.athleteA.id)?.goal);
    expect(sees(content, world.athleteB)).toBe(false);
    expect(content).not.toContain(marks.get(world.athleteB.id)?.goal);
    expect(sees(content, other.athleteA)).toBe(false);
    expect(content).not.toContain(other.org.name);
    expect(scope).toMatchObject({
      users: 1,
      teams: 0,
      organizations: 0,
      dropped: { users: 1, teams: 1, organizations: 1 },
    });
    const stored = await db.message.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(stored.content).toBe(
      "Loaded data: 1 user, 30 days (3 requested items outside your scope left out)",
    );
  });

  it("shows goal statuses in the spec's spelling", async () => {
    const { content } = await load(world.athleteA, t.athleteA, world.org.id);
    expect(content).toContain("in-progress");
    expect(content).not.toContain("in_progress");
  });

  it("gives a coach the visible members of their teams, not other teams' members", async () => {
    const asked = await load(coachA, t.coachA, world.org.id, {
      users: [world.athleteA.id, world.athleteB.id],
    });
    expect(sees(asked.content, world.athleteA)).toBe(true);
    expect(sees(asked.content, world.athleteB)).toBe(false);
    expect(asked.scope.dropped).toEqual({ users: 1, teams: 0, organizations: 0 });

    const byTeam = await load(coachA, t.coachA, world.org.id, { teams: [world.teamA.id, world.teamB.id] });
    expect(sees(byTeam.content, world.athleteA)).toBe(true);
    expect(sees(byTeam.content, world.athleteB)).toBe(false);
    // invisibleToOthers hides a member from coaches too, as in the users list.
    expect(sees(byTeam.content, hiddenA)).toBe(false);
    expect(byTeam.scope).toMatchObject({ teams: 1, dropped: { users: 0, teams: 1, organizations: 0 } });
  });

  it("loads a coach's own team by default", async () => {
    const { content, scope } = await load(coachA, t.coachA, world.org.id);
    expect(sees(content, world.athleteA)).toBe(true);
    expect(sees(content, world.athleteB)).toBe(false);
    expect(scope).toMatchObject({ teams: 1, organizations: 0 });
  });

  it("gives an admin their organisation and nothing of another", async () => {
    const { content, scope } = await load(world.admin, t.admin, world.org.id, {
      organizations: [world.org.id, other.org.id],
      users: [other.athleteA.id],
    });
    for (const person of [world.athleteA, world.athleteB, hiddenA]) expect(sees(content, person)).toBe(true);
    expect(sees(content, other.athleteA)).toBe(false);
    expect(content).not.toContain(other.org.name);
    expect(scope).toMatchObject({ organizations: 1, dropped: { users: 1, teams: 0, organizations: 1 } });
  });

  it("lets a master admin load another organisation", async () => {
    const { content, scope } = await load(masterWorld.master, t.master, masterWorld.org.id, {
      organizations: [other.org.id],
    });
    expect(content).toContain(other.org.name);
    expect(sees(content, other.athleteA)).toBe(true);
    expect(sees(content, world.athleteA)).toBe(false);
    expect(scope).toMatchObject({ organizations: 1, dropped: { users: 0, teams: 0, organizations: 0 } });
  });

  it("limits dated records to the range (default: the last 30 days)", async () => {
    const mark = marks.get(world.athleteA.id);
    const byDefault = await load(world.athleteA, t.athleteA, world.org.id);
    expect(byDefault.content).toContain(mark?.journal);
    expect(byDefault.content).not.toContain(mark?.old);

    const longer = await load(world.athleteA, t.athleteA, world.org.id, {
      startDate: daysAgo(90).toISOString(),
    });
    expect(longer.content).toContain(mark?.journal);
    expect(longer.content).toContain(mark?.old);
    expect(longer.scope.days).toBe(90);

    const earlier = await load(world.athleteA, t.athleteA, world.org.id, {
      startDate: daysAgo(90).toISOString(),
      endDate: daysAgo(30).toISOString(),
    });
    expect(earlier.content).not.toContain(mark?.journal);
    expect(earlier.content).toContain(mark?.old);
  });

  it("refuses a start date after the end date", async () => {
    const chat = await oracleChat(world.athleteA, world.org.id);
    const res = await initialize(t.athleteA, {
      chatId: chat.id,
      oracleProps: { startDate: "2026-02-01", endDate: "2026-01-01" },
    });
    expectError(res, 400, "VALIDATION_ERROR", [
      { path: "oracleProps.endDate", message: "Must be after the start date" },
    ]);
  });
});

describe("POST /chats/initialize-oracle", () => {
  it("stores a numbered developer message with the loaded data, adding a newer one on every load", async () => {
    const chat = await oracleChat(world.athleteA, world.org.id);
    const first = await initialize(t.athleteA, { chatId: chat.id });
    const second = await initialize(t.athleteA, { chatId: chat.id });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body).toMatchObject({ chat: chat.id, role: "developer", number: 1 });
    expect(second.body.number).toBe(2);
    const rows = await db.message.findMany({ where: { chatId: chat.id }, orderBy: { number: "asc" } });
    expect(rows.map((r) => r.role)).toEqual(["developer", "developer"]);
    const meta = rows[1].metaContent as { type: string; content: string }[];
    expect(meta).toHaveLength(1);
    expect(meta[0].type).toBe("loaded-data");
    expect(meta[0].content).toContain(marks.get(world.athleteA.id)?.journal);
    const stored = await db.chat.findUniqueOrThrow({ where: { id: chat.id } });
    expect(stored.messagesNumber).toBe(2);
  });

  it("answers the loaded data and details only to users with canViewChatHiddenInfo", async () => {
    const chat = await oracleChat(world.athleteA, world.org.id);
    const plain = await initialize(t.athleteA, { chatId: chat.id });
    expect(plain.status).toBe(201);
    expect(plain.body).toMatchObject({ role: "developer", message: "" });
    expect(plain.body).not.toHaveProperty("metaContent");
    expect(plain.body).not.toHaveProperty("details");

    await setUser(hiddenA.id, { canViewChatHiddenInfo: true });
    const own = await oracleChat(hiddenA, world.org.id);
    const viewer = await initialize(t.hiddenA, { chatId: own.id });
    expect(viewer.status).toBe(201);
    expect(viewer.body.message).toBe("Loaded data: 1 user, 30 days");
    expect(viewer.body.metaContent[0].type).toBe("loaded-data");
    expect(viewer.body.metaContent[0].content).toContain(marks.get(hiddenA.id)?.journal);
    expect(viewer.body.details.oracle).toMatchObject({ users: 1 });
  });

  it("refuses a chat that is not in oracle mode", async () => {
    const chat = await oracleChat(world.athleteA, world.org.id, { mode: "coaching" });
    const res = await initialize(t.athleteA, { chatId: chat.id });
    expectError(res, 400, "VALIDATION_ERROR", [
      { path: "chatId", message: "Data can only be loaded into a chat in oracle mode" },
    ]);
    expect(await db.message.count({ where: { chatId: chat.id } })).toBe(0);
  });

  it("answers CHAT_CLOSED for a closed chat", async () => {
    const chat = await oracleChat(world.athleteA, world.org.id, { closed: true });
    expectError(await initialize(t.athleteA, { chatId: chat.id }), 409, "CHAT_CLOSED");
  });

  it("does not find another organisation's chat, nor a chat the caller is not in", async () => {
    const foreign = await oracleChat(other.athleteA, other.org.id);
    for (const token of [t.admin, t.athleteB]) {
      const refused = await initialize(token, { chatId: foreign.id });
      expectNotFound(refused);
      expect(refused.body.error.message).toBe("Chat not found");
    }
    const colleague = await oracleChat(world.athleteA, world.org.id);
    const byAdmin = await initialize(t.admin, { chatId: colleague.id });
    expect(byAdmin.body.error.message).toBe("Chat not found");
  });
});
