import { beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/search/route";
import { HEADERS } from "@/lib/constants";
import { goals } from "@/lib/contracts/goals/endpoints";
import { journals } from "@/lib/contracts/journals/endpoints";
import type { SearchKind, SearchResult } from "@/lib/contracts/search/schemas";
import { request } from "../support/api-client";
import { call } from "../support/call";
import { makeAgent, makeAgentChat } from "../support/chats";
import { expectError } from "../support/expect";
import { makeOrganization, makePerson, type Person, unique } from "../support/fixtures";
import { makeMasterWorld, tokensOf, type World } from "../support/org-team";
import { setTeam, setUser } from "../support/state";

/** Every record of this file carries TAG in its searched text, so one search finds all of them that it may. */
const TAG = unique("Quokka").toLowerCase();
let world: World;
let other: World;
let coachA: Person;
let master: Person;
let t: Record<
  "admin" | "coachA" | "athleteA" | "athleteB" | "otherAthlete" | "otherAdmin" | "master",
  string
>;
const made = {} as Record<string, string>;

const search = (token: string | undefined, query: string, headers: Record<string, string> = {}) =>
  call<SearchResult>(GET, { token, path: `/api/search?${query}`, headers });

async function found(token: string, headers: Record<string, string> = {}) {
  const res = await search(token, `q=${encodeURIComponent(TAG)}&limit=20`, headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const byKind = Object.fromEntries(res.body.groups.map((g) => [g.kind, g.hits])) as Partial<
    Record<SearchKind, SearchResult["groups"][number]["hits"]>
  >;
  return (kind: SearchKind) => (byKind[kind] ?? []).map((hit) => hit.title).sort();
}

async function named(person: Person, name: string) {
  await setUser(person.id, { name: `${TAG} ${name}` });
}

beforeAll(async () => {
  let masterWorld: Awaited<ReturnType<typeof makeMasterWorld>>;
  [world, other, masterWorld] = await Promise.all([
    makeOrganization(),
    makeOrganization(),
    makeMasterWorld(),
  ]);
  master = masterWorld.master;
  coachA = await makePerson(world.org.id, "coach", { teamIds: [world.teamA.id] });
  await Promise.all([
    named(world.admin, "admin"),
    named(coachA, "coach A"),
    named(world.athleteA, "athlete A"),
    named(world.athleteB, "athlete B"),
    named(other.admin, "other admin"),
    named(other.athleteA, "other athlete"),
    setTeam(world.teamA.id, { name: `${TAG} team A` }),
    setTeam(world.teamB.id, { name: `${TAG} team B` }),
    setTeam(other.teamA.id, { name: `${TAG} other team` }),
  ]);
  t = await tokensOf({
    admin: world.admin,
    coachA,
    athleteA: world.athleteA,
    athleteB: world.athleteB,
    otherAthlete: other.athleteA,
    otherAdmin: other.admin,
    master,
  });
  const agent = await makeAgent(world.org.id, { name: `${TAG} agent` });
  const otherAgent = await makeAgent(other.org.id, { name: `${TAG} other agent` });
  made.agent = agent.id;
  for (const [who, token, agentId] of [
    ["athlete A", t.athleteA, agent.id],
    ["athlete B", t.athleteB, agent.id],
    ["other athlete", t.otherAthlete, otherAgent.id],
  ] as const) {
    await makeAgentChat(token, agentId, { title: `${TAG} chat of ${who}` });
    const goal = await request(goals.create, {
      token,
      body: { title: `${TAG} goal of ${who}`, target: "Sub 50" },
    });
    expect(goal.status, JSON.stringify(goal.body)).toBe(201);
    const journal = await request(journals.create, { token, body: { title: `${TAG} journal of ${who}` } });
    expect(journal.status, JSON.stringify(journal.body)).toBe(201);
  }
});

describe("GET /search", () => {
  it("gives an athlete only their own chats, goals and journals, and nothing of another organisation", async () => {
    const kind = await found(t.athleteA);
    expect(kind("chats")).toEqual([`${TAG} chat of athlete A`]);
    expect(kind("goals")).toEqual([`${TAG} goal of athlete A`]);
    expect(kind("journals")).toEqual([`${TAG} journal of athlete A`]);
    // Athletes cannot open user pages, not even their own: no user hits at all.
    expect(kind("users")).toEqual([]);
    expect(kind("teams")).toEqual([`${TAG} team A`]);
    expect(kind("agents")).toEqual([`${TAG} agent`]);
  });

  it("answers each hit with a subtitle and the page it opens", async () => {
    const res = await search(t.athleteA, `q=${encodeURIComponent(`${TAG} chat`)}`);
    expect(res.body.groups).toEqual([
      {
        kind: "chats",
        label: "Chats",
        hits: [
          {
            id: expect.any(String),
            kind: "chats",
            title: `${TAG} chat of athlete A`,
            subtitle: expect.stringMatching(/^Chat #\d+/),
            href: expect.stringMatching(/^\/dashboard\/chats\/[0-9a-f]{24}$/),
          },
        ],
      },
    ]);
    const agents = await search(t.athleteA, `q=${encodeURIComponent(`${TAG} agent`)}`);
    expect(agents.body.groups[0].hits[0].href).toBe("/dashboard/chats/with-agent");
  });

  it("gives a coach the members of their own teams only, and their goals", async () => {
    const kind = await found(t.coachA);
    expect(kind("users")).toEqual([`${TAG} athlete A`, `${TAG} coach A`]);
    expect(kind("goals")).toEqual([`${TAG} goal of athlete A`]);
    expect(kind("teams")).toEqual([`${TAG} team A`]);
    // A coach's chat list is their own chats: the athletes' chats are reached from the athlete's page.
    expect(kind("chats")).toEqual([]);
  });

  it("gives an admin their organisation, never another one", async () => {
    const kind = await found(t.admin);
    expect(kind("users")).toEqual(
      [`${TAG} admin`, `${TAG} athlete A`, `${TAG} athlete B`, `${TAG} coach A`].sort(),
    );
    expect(kind("teams")).toEqual([`${TAG} team A`, `${TAG} team B`]);
    expect(kind("goals")).toEqual([`${TAG} goal of athlete A`, `${TAG} goal of athlete B`]);
    expect(kind("agents")).toEqual([`${TAG} agent`]);
    const res = await search(t.admin, `q=${encodeURIComponent(`${TAG} agent`)}`);
    expect(res.body.groups[0].hits[0].href).toBe(`/dashboard/ai-config/agents/${made.agent}`);

    const theirs = await found(t.otherAdmin);
    expect(theirs("users")).toEqual([`${TAG} other admin`, `${TAG} other athlete`]);
    expect(theirs("agents")).toEqual([`${TAG} other agent`]);
  });

  it("gives a master admin the organisation they act in", async () => {
    const kind = await found(t.master, { [HEADERS.organization]: world.org.id });
    expect(kind("teams")).toEqual([`${TAG} team A`, `${TAG} team B`]);
    expect(kind("users")).not.toContain(`${TAG} other admin`);
  });

  it("takes the typed text literally (a LIKE wildcard matches only itself)", async () => {
    const res = await search(t.admin, `q=${encodeURIComponent(`${TAG}%athlete`)}`);
    expect(res.status).toBe(200);
    expect(res.body.groups).toEqual([]);
  });

  it("refuses a bad query with the §8 VALIDATION_ERROR envelope", async () => {
    expectError(await search(t.athleteA, ""), 400, "VALIDATION_ERROR", [
      { path: "query.q", message: "Field is required" },
    ]);
    expectError(await search(t.athleteA, "q=%20%20"), 400, "VALIDATION_ERROR", [
      { path: "query.q", message: "Field is required" },
    ]);
    expectError(await search(t.athleteA, "q=run&limit=0"), 400, "VALIDATION_ERROR", [
      { path: "query.limit", message: "Must be at least 1" },
    ]);
    expectError(await search(t.athleteA, `q=${"x".repeat(201)}`), 400, "VALIDATION_ERROR");
    expectError(await search(t.athleteA, "q=run&kind=users"), 400, "VALIDATION_ERROR");
  });

  it("refuses a caller without a session with 401", async () => {
    expectError(await search(undefined, "q=run"), 401, "NOT_AUTHORIZED");
  });
});
