import { beforeAll, describe, expect, it } from "vitest";
import { chats as chatApi } from "@/lib/contracts/chats/endpoints";
import { db } from "@/server/db";
import { caller, offContract, type RequestInput, request } from "../support/api-client";
import { type ChatDoc, makeAgent, makeAgentChat, makeUserChat } from "../support/chats";
import { earlier, MINUTE_MS } from "../support/clock";
import { expectError, expectNotFound, MISSING_ID } from "../support/expect";
import { makeOrganization, makePerson } from "../support/fixtures";
import { peopleOf, tokensOf, type World } from "../support/org-team";
import { setChat, setUser } from "../support/state";

const paginate = caller(chatApi.paginate);
const byUser = (token: string, id: string, query?: RequestInput<typeof chatApi.byUser>["query"]) =>
  request(chatApi.byUser, { token, params: { id }, query });
const lastChat = (token: string, query?: RequestInput<typeof chatApi.lastChat>["query"]) =>
  request(chatApi.lastChat, { token, query });
const ids = (docs: { _id: string }[]) => docs.map((d) => d._id);
const sorted = (list: string[]) => [...list].sort();

/** Sets a chat's activity directly: the send flow that normally moves it is another test file's subject. */
const touch = (id: string, minutesAgo: number | null, data: object = {}) =>
  setChat(id, { lastMessageAt: minutesAgo === null ? null : earlier(minutesAgo * MINUTE_MS), ...data });

describe("POST /chats/paginate", () => {
  let world: World;
  let t: Record<"admin" | "coach" | "athlete" | "athleteB", string>;
  let agent: { id: string };
  let other: { id: string };
  let chats: Record<"old" | "recent" | "fresh" | "oracle" | "archived" | "closed" | "talk", ChatDoc>;

  beforeAll(async () => {
    world = await makeOrganization();
    [agent, other] = await Promise.all([
      makeAgent(world.org.id),
      makeAgent(world.org.id, { allowedModes: ["coaching", "oracle"] }),
    ]);
    t = await tokensOf(peopleOf(world));
    chats = {
      old: await makeAgentChat(t.athlete, agent.id, { title: "Hurdles technique" }),
      recent: await makeAgentChat(t.athlete, agent.id, { title: "Race week" }),
      fresh: await makeAgentChat(t.athlete, agent.id, { title: "Fresh start" }),
      oracle: await makeAgentChat(t.athlete, other.id, { config: { mode: "oracle" } }),
      archived: await makeAgentChat(t.athlete, agent.id, { title: "Archived hurdles" }),
      closed: await makeAgentChat(t.athlete, agent.id),
      talk: await makeUserChat(t.athlete, world.coach.id),
    };
    await touch(chats.old._id, 60, { summary: "We talked about HURDLE drills", isFavorite: true });
    await touch(chats.recent._id, 5, { unreadMessagesByUser: { [world.athleteA.id]: 2 } });
    await touch(chats.fresh._id, null, { summary: "Effort at 100% of the max_speed" });
    await touch(chats.oracle._id, 30, { keywords: ["Nutrition", "sleep"] });
    await touch(chats.archived._id, 1, { isArchived: true });
    await touch(chats.closed._id, 20, { closed: true });
    await touch(chats.talk._id, 10);
    await makeAgentChat(t.athleteB, agent.id, { title: "Hurdles of B" });
  });

  /** The athlete's chats but the archived one, last activity first, those without messages last. */
  const unarchivedByActivity = () =>
    [chats.recent, chats.talk, chats.closed, chats.oracle, chats.old, chats.fresh].map((chat) => chat._id);

  it("lists the caller's unarchived chats, last activity first, chats without messages last", async () => {
    const res = await paginate(t.athlete);
    expect(res.status).toBe(200);
    expect(ids(res.body.docs)).toEqual(unarchivedByActivity());
    expect(res.body).toMatchObject({ totalDocs: 6, page: 1, hasNextPage: false });
    expect(res.body.docs[0]).toMatchObject({ unread: 2, title: "Race week", type: "agent-chat" });
    expect(res.body.docs[1]).toMatchObject({ unread: 0, type: "user-user" });
  });

  it("pages", async () => {
    const first = await paginate(t.athlete, { limit: 4 });
    expect(first.body).toMatchObject({ totalDocs: 6, totalPages: 2, hasNextPage: true, nextPage: 2 });
    const second = await paginate(t.athlete, { limit: 4, page: 2 });
    expect(ids(second.body.docs)).toEqual([chats.old._id, chats.fresh._id]);
    expect(second.body).toMatchObject({ hasPrevPage: true, prevPage: 1, pagingCounter: 5 });
  });

  it("filters by archived, favourite, type, mode, closed and agent", async () => {
    const filtered = async (filters: object) => ids((await paginate(t.athlete, { filters })).body.docs);
    expect(await filtered({ isArchived: true })).toEqual([chats.archived._id]);
    expect(await filtered({ isFavorite: true })).toEqual([chats.old._id]);
    expect(await filtered({ type: "user-user" })).toEqual([chats.talk._id]);
    expect(await filtered({ mode: "oracle" })).toEqual([chats.oracle._id]);
    expect(await filtered({ closed: true })).toEqual([chats.closed._id]);
    expect(await filtered({ agent: other.id })).toEqual([chats.oracle._id]);
    expect(sorted(await filtered({ agent: agent.id, closed: false }))).toEqual(
      sorted([chats.recent._id, chats.old._id, chats.fresh._id]),
    );
    expectError(await paginate(t.athlete, offContract({ filters: { owner: "x" } })), 400, "VALIDATION_ERROR");
  });

  it("searches title, summary and keywords for words, ignoring case", async () => {
    const search = async (body: object) => sorted(ids((await paginate(t.athlete, body)).body.docs));
    expect(await search({ searchQuery: "hurdle" })).toEqual(sorted([chats.old._id]));
    expect(await search({ searchQuery: "hurdle", filters: { isArchived: true } })).toEqual([
      chats.archived._id,
    ]);
    expect(await search({ searchQuery: "RACE" })).toEqual([chats.recent._id]);
    expect(await search({ searchQuery: "drills" })).toEqual([chats.old._id]);
    expect(await search({ searchQuery: "nutri" })).toEqual([chats.oracle._id]);
    // A search looks for words: wildcards and other signs only separate them (chat-search.test.ts has more).
    expect(await search({ searchQuery: "max_speed" })).toEqual([chats.fresh._id]);
    expect(await search({ searchQuery: "%" })).toEqual([]);
    // Named fields are searched as §3 has it, for the text anywhere in them (LIKE wildcards as characters).
    expect(await search({ searchQuery: "drills", searchFields: ["title"] })).toEqual([]);
    expect(await search({ searchQuery: "%", searchFields: ["summary"] })).toEqual([chats.fresh._id]);
    expect(await search({ searchQuery: "x_s", searchFields: ["summary"] })).toEqual([chats.fresh._id]);
    expectError(
      await paginate(t.athlete, { searchQuery: "x", searchFields: ["agents"] }),
      400,
      "VALIDATION_ERROR",
    );
  });

  it("sorts by a named field", async () => {
    const res = await paginate(t.athlete, {
      sortBy: "title",
      sortOrder: "asc",
      filters: { type: "agent-chat" },
    });
    const titles = res.body.docs.map((d: ChatDoc) => d.title).filter(Boolean);
    expect(titles).toEqual(["Fresh start", "Hurdles technique", "Race week"]);
    expectError(await paginate(t.athlete, { sortBy: "unreadMessagesByUser" }), 400, "VALIDATION_ERROR");
  });

  it("lists another member's chats within the caller's oversight only", async () => {
    const asCoach = await paginate(t.coach, { filters: { user: world.athleteA.id }, limit: 100 });
    // The coach reads the athlete's agent chats and their own conversation with the athlete.
    expect(sorted(ids(asCoach.body.docs))).toEqual(sorted(unarchivedByActivity()));
    const talkWithAdmin = await makeUserChat(t.athlete, world.admin.id);
    const again = await paginate(t.coach, { filters: { user: world.athleteA.id }, limit: 100 });
    expect(ids(again.body.docs)).not.toContain(talkWithAdmin._id);
    const asAdmin = await paginate(t.admin, { filters: { user: world.athleteA.id }, limit: 100 });
    expect(ids(asAdmin.body.docs)).toContain(talkWithAdmin._id);
    expect(ids(asAdmin.body.docs)).not.toContain(chats.talk._id);
    const asAthlete = await paginate(t.athleteB, { filters: { user: world.athleteA.id } });
    expect(asAthlete.body.docs).toEqual([]);
    // By default the coach sees only chats they take part in.
    expect(ids((await paginate(t.coach)).body.docs)).toEqual([chats.talk._id]);
    await db.chat.delete({ where: { id: talkWithAdmin._id } });
  });
});

describe("GET /chats/by-user/{id}", () => {
  it("pages a member's chats for themselves, their team's coach and admins; 'User not found' for others", async () => {
    const world = await makeOrganization();
    const agent = await makeAgent(world.org.id);
    const loneCoach = await makePerson(world.org.id, "coach");
    const t = await tokensOf({ ...peopleOf(world), loneCoach });
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await makeAgentChat(t.athlete, agent.id));
    const talk = await makeUserChat(t.athlete, world.admin.id);
    for (const token of [t.athlete, t.coach, t.admin]) {
      const res = await byUser(token, world.athleteA.id, { limit: 2 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ limit: 2, page: 1, hasNextPage: true });
    }
    expect((await byUser(t.coach, world.athleteA.id, { limit: 50 })).body.totalDocs).toBe(3);
    expect((await byUser(t.admin, world.athleteA.id, { limit: 50 })).body.totalDocs).toBe(4);
    const own = await byUser(t.athlete, world.athleteA.id, { limit: 50, page: 1 });
    expect(sorted(ids(own.body.docs))).toEqual(sorted([...made.map((c) => c._id), talk._id]));
    for (const token of [t.athleteB, t.loneCoach]) {
      const res = await byUser(token, world.athleteA.id);
      expectNotFound(res);
      expect(res.body.error.message).toBe("User not found");
    }
    expect((await byUser(t.admin, MISSING_ID)).body.error.message).toBe("User not found");
    expectError(await byUser(t.admin, world.athleteA.id, { limit: 0 }), 400, "VALIDATION_ERROR");
  });
});

describe("GET /chats/windows and GET /chats/last-chat", () => {
  it("answers the caller's open chats by activity (at most 10), and the latest open agent chat", async () => {
    const world = await makeOrganization();
    const [agent, oracle] = await Promise.all([
      makeAgent(world.org.id),
      makeAgent(world.org.id, { allowedModes: ["oracle"] }),
    ]);
    const t = await tokensOf({ athlete: world.athleteA, athleteB: world.athleteB });
    expect((await request(chatApi.windows, { token: t.athlete })).body).toEqual([]);
    expect((await lastChat(t.athlete)).body).toBeNull();

    const chats: ChatDoc[] = [];
    for (let i = 0; i < 12; i++) chats.push(await makeAgentChat(t.athlete, agent.id));
    for (const [i, chat] of chats.entries()) await touch(chat._id, 100 - i);
    const oracleChat = await makeAgentChat(t.athlete, oracle.id);
    const talk = await makeUserChat(t.athlete, world.coach.id);
    await touch(talk._id, 0.5, { unreadMessagesByUser: { [world.athleteA.id]: 1 } });
    await touch(chats[11]._id, 90, { closed: true });
    await touch(chats[10]._id, 90, { isArchived: true });

    const res = await request(chatApi.windows, { token: t.athlete });
    expect(res.status).toBe(200);
    // The chat just opened has no message: its creation counts as its activity.
    expect(ids(res.body)).toEqual([oracleChat._id, talk._id, ...ids(chats.slice(2, 10).reverse())]);
    expect(res.body[1].unread).toBe(1);
    expect((await request(chatApi.windows, { token: t.athleteB })).body).toEqual([]);

    expect((await lastChat(t.athlete)).body._id).toBe(oracleChat._id);
    expect((await lastChat(t.athlete, { agentId: agent.id })).body._id).toBe(chats[9]._id);
    expect((await lastChat(t.athlete, { mode: "coaching" })).body._id).toBe(chats[9]._id);
    expect((await lastChat(t.athlete, { mode: "generalist" })).body).toBeNull();
    expect((await lastChat(t.athleteB)).body).toBeNull();
    expectError(await lastChat(t.athlete, offContract({ mode: "chatting" })), 400, "VALIDATION_ERROR");
  });
});

describe("GET /chats/contacts", () => {
  it("lists who the caller may chat with, by name, in the contact shape", async () => {
    const world = await makeOrganization();
    const other = await makeOrganization();
    const teammate = await makePerson(world.org.id, "user", {
      teamIds: [world.teamA.id],
      name: "Aaron Teammate",
    });
    const hidden = await makePerson(world.org.id, "user", { teamIds: [world.teamA.id] });
    await setUser(hidden.id, { invisibleToOthers: true });
    const inactive = await makePerson(world.org.id, "coach", { teamIds: [world.teamA.id], active: false });
    const t = await tokensOf({ athlete: world.athleteA, coach: world.coach, admin: world.admin });

    const asAthlete = await request(chatApi.contacts, { token: t.athlete });
    expect(asAthlete.status).toBe(200);
    expect(sorted(ids(asAthlete.body))).toEqual(sorted([teammate.id, world.coach.id, world.admin.id]));
    const names = asAthlete.body.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort());
    expect(asAthlete.body[0]).toEqual({
      _id: teammate.id,
      name: "Aaron Teammate",
      email: teammate.email,
      role: "user",
      image: null,
      teams: [world.teamA.id],
    });
    const asCoach = ids((await request(chatApi.contacts, { token: t.coach })).body);
    expect(sorted(asCoach)).toEqual(
      sorted([teammate.id, world.athleteA.id, world.athleteB.id, world.admin.id]),
    );
    const asAdmin = ids((await request(chatApi.contacts, { token: t.admin })).body);
    expect(asAdmin).toContain(world.athleteB.id);
    for (const list of [ids(asAthlete.body), asCoach, asAdmin]) {
      for (const absent of [hidden.id, inactive.id, other.athleteA.id, other.admin.id]) {
        expect(list).not.toContain(absent);
      }
    }
  });
});
