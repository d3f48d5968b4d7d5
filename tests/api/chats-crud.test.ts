import { beforeAll, describe, expect, it } from "vitest";
import { chats } from "@/lib/contracts/chats/endpoints";
import { db } from "@/server/db";
import { caller, request } from "../support/api-client";
import { addMessages, makeAgent, makeAgentChat, makeUserChat, postChat } from "../support/chats";
import { expectError, expectNotFound, MISSING_ID, OBJECT_ID } from "../support/expect";
import { makeOrganization, makePerson } from "../support/fixtures";
import { peopleOf, tokensOf, type World } from "../support/org-team";
import { setAgent, setChat, setOrganization, setUser } from "../support/state";

let world: World;
let agent: { id: string };
let t: Record<"admin" | "coach" | "athlete" | "athleteB", string>;

const get = caller(chats.get);
const put = caller(chats.update);
const favorite = caller(chats.favorite);
const archive = caller(chats.archive);
const notFoundChat = (res: Parameters<typeof expectError>[0]) => {
  expectNotFound(res);
  expect(res.body.error.message).toBe("Chat not found");
};

beforeAll(async () => {
  world = await makeOrganization();
  agent = await makeAgent(world.org.id);
  t = await tokensOf(peopleOf(world));
});

describe("POST /chats: agent chats", () => {
  it("creates the caller's session with the agent in the §3 shape", async () => {
    const res = await postChat(t.athlete, { agents: [agent.id], title: "Sprint start" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      type: "agent-chat",
      title: "Sprint start",
      users: [world.athleteA.id],
      admins: [world.athleteA.id],
      agents: [agent.id],
      teams: [world.teamA.id],
      organization: world.org.id,
      createdBy: world.athleteA.id,
      updatedBy: world.athleteA.id,
      closed: false,
      isFavorite: false,
      isArchived: false,
      hasChangedTitle: false,
      lastMessage: null,
      unread: 0,
      unreadMessagesByUser: { [world.athleteA.id]: 0 },
      __v: 0,
    });
    expect(res.body.config).toMatchObject({ mode: "coaching", model: null, temperature: null });
    expect(res.body._id).toMatch(OBJECT_ID);
    for (const internal of ["id", "version", "organizationId", "createdById", "mode"]) {
      expect(res.body).not.toHaveProperty(internal);
    }
  });

  it("numbers sessions per user and per agent, also when created concurrently", async () => {
    const org = await makeOrganization();
    const [first, second] = await Promise.all([makeAgent(org.org.id), makeAgent(org.org.id)]);
    const tk = await tokensOf({ athlete: org.athleteA, other: org.athleteB });
    const a = await makeAgentChat(tk.athlete, first.id);
    const b = await makeAgentChat(tk.athlete, first.id);
    const c = await makeAgentChat(tk.athlete, second.id);
    expect([a, b, c].map((x) => [x.number, x.numberWithAgent])).toEqual([
      [1, 1],
      [2, 2],
      [3, 1],
    ]);
    // Someone else's sessions do not count.
    expect((await makeAgentChat(tk.other, first.id)).number).toBe(1);
    const burst = await Promise.all(Array.from({ length: 5 }, () => makeAgentChat(tk.athlete, second.id)));
    expect(burst.map((x) => x.number).sort()).toEqual([4, 5, 6, 7, 8]);
    expect(burst.map((x) => x.numberWithAgent).sort()).toEqual([2, 3, 4, 5, 6]);
  });

  it("takes the mode from config, else the agent's default, and keeps it within the allowed modes", async () => {
    const multi = await makeAgent(world.org.id, {
      allowedModes: ["oracle", "generalist"],
      defaultMode: "generalist",
    });
    expect((await makeAgentChat(t.athlete, multi.id)).config.mode).toBe("generalist");
    expect((await makeAgentChat(t.athlete, multi.id, { config: { mode: "oracle" } })).config.mode).toBe(
      "oracle",
    );
    const res = await postChat(t.athlete, { agents: [multi.id], config: { mode: "coaching" } });
    expectError(res, 400, "VALIDATION_ERROR", [
      { path: "config.mode", message: "Must be one of oracle, generalist" },
    ]);
  });

  it("answers 'Agent not found' for agents the caller may not use", async () => {
    const other = await makeOrganization();
    const foreign = await makeAgent(other.org.id);
    const inactive = await makeAgent(world.org.id, { active: false });
    const teamB = await makeAgent(world.org.id, { assignToEverybody: false });
    await setAgent(teamB.id, { toTeams: { connect: [{ id: world.teamB.id }] } });
    for (const id of [foreign.id, inactive.id, teamB.id, MISSING_ID]) {
      const res = await postChat(t.athlete, { agents: [id] });
      expectNotFound(res);
      expect(res.body.error.message).toBe("Agent not found");
    }
    // The athlete of team B may use the agent assigned to team B.
    expect((await postChat(t.athleteB, { agents: [teamB.id] })).status).toBe(201);
    expectError(await postChat(t.athlete, { agents: [] }), 400, "VALIDATION_ERROR", [
      { path: "agents", message: "Choose one agent" },
    ]);
  });

  it("lets athletes set model settings only when the organisation allows it", async () => {
    const org = await makeOrganization();
    const orgAgent = await makeAgent(org.org.id);
    const tk = await tokensOf({ athlete: org.athleteA, coach: org.coach, admin: org.admin });
    const settings = { model: "gpt-4o", temperature: 1.1, maxTokens: 500 };
    expectError(await postChat(tk.athlete, { agents: [orgAgent.id], config: settings }), 403, "FORBIDDEN");
    expectError(
      await postChat(tk.athlete, { agents: [orgAgent.id], config: { temperature: 0.2 } }),
      403,
      "FORBIDDEN",
    );
    // Instructions and mode are not model settings.
    const plain = await postChat(tk.athlete, {
      agents: [orgAgent.id],
      config: { additionalInstructions: "Be brief", mode: "coaching" },
    });
    expect(plain.status).toBe(201);
    expect(plain.body.config.additionalInstructions).toBe("Be brief");
    for (const token of [tk.coach, tk.admin]) {
      const res = await postChat(token, { agents: [orgAgent.id], config: settings });
      expect(res.status).toBe(201);
      expect(res.body.config).toMatchObject(settings);
    }
    await setOrganization(org.org.id, { chatConfig: { usersCanConfigureChat: true } });
    const allowed = await postChat(tk.athlete, { agents: [orgAgent.id], config: settings });
    expect(allowed.status).toBe(201);
    expect(allowed.body.config).toMatchObject(settings);
    // The same rule on update.
    await setOrganization(org.org.id, { chatConfig: {} });
    expectError(await put(tk.athlete, allowed.body._id, { config: { model: "gpt-4o" } }), 403, "FORBIDDEN");
  });

  it("puts the chat in the caller's teams, or in the ones named if they are the caller's", async () => {
    const coachChat = await makeAgentChat(t.coach, agent.id);
    expect([...coachChat.teams].sort()).toEqual([world.teamA.id, world.teamB.id].sort());
    const one = await postChat(t.coach, { agents: [agent.id], teams: [world.teamB.id] });
    expect(one.body.teams).toEqual([world.teamB.id]);
    expectError(
      await postChat(t.athlete, { agents: [agent.id], teams: [world.teamB.id] }),
      404,
      "TEAM_NOT_EXISTS",
    );
  });
});

describe("POST /chats: chats between people", () => {
  it("answers the open user-user chat of the two instead of a duplicate, from either side", async () => {
    const org = await makeOrganization();
    const tk = await tokensOf({ athlete: org.athleteA, coach: org.coach });
    const first = await postChat(tk.athlete, { type: "user-user", users: [org.coach.id] });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      type: "user-user",
      admins: [org.athleteA.id],
      agents: [],
      number: null,
      unreadMessagesByUser: { [org.athleteA.id]: 0, [org.coach.id]: 0 },
    });
    expect([...first.body.users].sort()).toEqual([org.athleteA.id, org.coach.id].sort());
    const again = await postChat(tk.athlete, { type: "user-user", users: [org.coach.id] });
    expect(again.status).toBe(200);
    expect(again.body._id).toBe(first.body._id);
    const reverse = await postChat(tk.coach, { type: "user-user", users: [org.athleteA.id] });
    expect(reverse.status).toBe(200);
    expect(reverse.body._id).toBe(first.body._id);

    await setChat(first.body._id, { closed: true });
    const concurrent = await Promise.all([
      postChat(tk.athlete, { type: "user-user", users: [org.coach.id] }),
      postChat(tk.coach, { type: "user-user", users: [org.athleteA.id] }),
    ]);
    expect(concurrent.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(concurrent[0].body._id).toBe(concurrent[1].body._id);
    expect(concurrent[0].body._id).not.toBe(first.body._id);
  });

  it("answers 'User not found' for anyone outside the caller's contacts", async () => {
    const other = await makeOrganization();
    const hiddenCoach = await makePerson(world.org.id, "coach", { teamIds: [world.teamA.id] });
    await setUser(hiddenCoach.id, { invisibleToOthers: true });
    const inactive = await makePerson(world.org.id, "user", { teamIds: [world.teamA.id], active: false });
    // athlete B is in another team: not a contact of athlete A.
    for (const id of [
      other.coach.id,
      hiddenCoach.id,
      inactive.id,
      world.athleteB.id,
      world.athleteA.id,
      MISSING_ID,
    ]) {
      const res = await postChat(t.athlete, { type: "user-user", users: [id] });
      expectNotFound(res);
      expect(res.body.error.message).toBe("User not found");
    }
    const group = await postChat(t.athlete, { type: "group", users: [world.coach.id, world.athleteB.id] });
    expect(group.body.error.message).toBe("User not found");
  });

  it("makes a group of the caller, as its admin, and contacts", async () => {
    const res = await postChat(t.coach, {
      type: "group",
      title: "Team talk",
      users: [world.athleteA.id, world.athleteB.id],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: "group", title: "Team talk", admins: [world.coach.id] });
    expect([...res.body.users].sort()).toEqual([world.coach.id, world.athleteA.id, world.athleteB.id].sort());
  });
});

describe("PUT /chats/{id}", () => {
  it("renames (marking the title as the user's), configures and refuses modes the agent does not allow", async () => {
    const chat = await makeAgentChat(t.athlete, agent.id);
    const res = await put(t.athlete, chat._id, {
      title: "My title",
      config: { additionalInstructions: "Short answers" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: "My title", hasChangedTitle: true, __v: 1 });
    expect(res.body.config.additionalInstructions).toBe("Short answers");
    expectError(await put(t.athlete, chat._id, { config: { mode: "oracle" } }), 400, "VALIDATION_ERROR", [
      { path: "config.mode", message: "Must be one of coaching" },
    ]);
  });

  it("keeps a closed chat's config but lets it be renamed, favourited and archived", async () => {
    const chat = await makeAgentChat(t.athlete, agent.id);
    await setChat(chat._id, { closed: true });
    expectError(
      await put(t.athlete, chat._id, { config: { additionalInstructions: "x" } }),
      409,
      "CHAT_CLOSED",
    );
    expect((await put(t.athlete, chat._id, { title: "Done" })).body).toMatchObject({
      title: "Done",
      closed: true,
    });
    expect((await favorite(t.athlete, chat._id, { isFavorite: true })).body.isFavorite).toBe(true);
    expect((await archive(t.athlete, chat._id, { isArchived: true })).body.isArchived).toBe(true);
  });

  it("changes a group's members only by a chat admin, and only to contacts", async () => {
    const group = await postChat(t.coach, { type: "group", users: [world.athleteA.id] });
    const id = group.body._id;
    const added = await put(t.coach, id, { usersToAdd: [world.athleteB.id, world.admin.id] });
    expect(added.status).toBe(200);
    expect([...added.body.users].sort()).toEqual(
      [world.coach.id, world.athleteA.id, world.athleteB.id, world.admin.id].sort(),
    );
    expect(added.body.unreadMessagesByUser[world.athleteB.id]).toBe(0);
    const removed = await put(t.coach, id, { usersToRemove: [world.athleteA.id] });
    expect(removed.body.users).not.toContain(world.athleteA.id);
    expect(removed.body.unreadMessagesByUser).not.toHaveProperty(world.athleteA.id);
    // A member who is not an admin of the chat, and members of other chat types.
    expectError(await put(t.athleteB, id, { usersToAdd: [world.athleteA.id] }), 403, "FORBIDDEN");
    const own = await makeAgentChat(t.athlete, agent.id);
    expectError(await put(t.athlete, own._id, { usersToAdd: [world.coach.id] }), 403, "FORBIDDEN");
    expectError(await put(t.coach, id, { usersToRemove: [world.coach.id] }), 400, "VALIDATION_ERROR");
    const outsider = await makeOrganization();
    const res = await put(t.coach, id, { usersToAdd: [outsider.athleteA.id] });
    expect(res.body.error.message).toBe("User not found");
    // The removed athlete no longer reads the group.
    notFoundChat(await get(t.athlete, id));
  });

  it("is for participants only: an overseeing coach or admin may read but not change a chat", async () => {
    const chat = await makeAgentChat(t.athlete, agent.id);
    for (const token of [t.coach, t.admin, t.athleteB]) {
      notFoundChat(await put(token, chat._id, { title: "x" }));
      notFoundChat(await favorite(token, chat._id, { isFavorite: true }));
      notFoundChat(await archive(token, chat._id, { isArchived: true }));
    }
    expect((await get(t.coach, chat._id)).body.title).toBeNull();
  });
});

describe("PUT /chats/favorite/{id} and /chats/archive/{id}", () => {
  it("sets and clears the flags and requires them", async () => {
    const chat = await makeAgentChat(t.athlete, agent.id);
    expect((await favorite(t.athlete, chat._id, { isFavorite: true })).body).toMatchObject({
      isFavorite: true,
      __v: 1,
    });
    expect((await favorite(t.athlete, chat._id, { isFavorite: false })).body.isFavorite).toBe(false);
    expect((await archive(t.athlete, chat._id, { isArchived: true })).body.isArchived).toBe(true);
    expect((await archive(t.athlete, chat._id, { isArchived: false })).body.isArchived).toBe(false);
    expectError(await favorite(t.athlete, chat._id, {}), 400, "VALIDATION_ERROR");
  });
});

describe("DELETE /chats/{id}", () => {
  it("deletes the caller's chat with its messages and answers the deleted document", async () => {
    const chat = await makeAgentChat(t.athlete, agent.id);
    await addMessages(chat._id, [{ role: "user", content: "hi", userId: world.athleteA.id }]);
    const res = await request(chats.remove, { token: t.athlete, params: { id: chat._id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: chat._id, type: "agent-chat" });
    expect(await db.chat.findUnique({ where: { id: chat._id } })).toBeNull();
    expect(await db.message.count({ where: { chatId: chat._id } })).toBe(0);
    notFoundChat(await request(chats.remove, { token: t.athlete, params: { id: chat._id } }));
  });

  it("lets an admin delete an athlete's agent chat, but not a coach or another athlete", async () => {
    const chat = await makeAgentChat(t.athlete, agent.id);
    notFoundChat(await request(chats.remove, { token: t.coach, params: { id: chat._id } }));
    notFoundChat(await request(chats.remove, { token: t.athleteB, params: { id: chat._id } }));
    expect((await request(chats.remove, { token: t.admin, params: { id: chat._id } })).status).toBe(200);
    // A chat between people stays private to them, even for an admin.
    const talk = await makeUserChat(t.athlete, world.coach.id);
    notFoundChat(await request(chats.remove, { token: t.admin, params: { id: talk._id } }));
  });
});

describe("GET /chats/{id}", () => {
  it("reads within §6 scope: own chats, a coach their team's agent chats, never others' conversations", async () => {
    const chat = await makeAgentChat(t.athlete, agent.id);
    expect((await get(t.athlete, chat._id)).body).toMatchObject({ _id: chat._id, unread: 0 });
    expect((await get(t.coach, chat._id)).status).toBe(200);
    expect((await get(t.admin, chat._id)).status).toBe(200);
    notFoundChat(await get(t.athleteB, chat._id));
    const talk = await makeUserChat(t.athlete, world.admin.id);
    expect((await get(t.admin, talk._id)).status).toBe(200);
    notFoundChat(await get(t.coach, talk._id));
    notFoundChat(await get(t.athleteB, talk._id));
    notFoundChat(await get(t.athlete, MISSING_ID));
    // A coach with no team in common sees nothing of the athlete's.
    const loneCoach = await makePerson(world.org.id, "coach");
    const [lone] = Object.values(await tokensOf({ loneCoach }));
    notFoundChat(await get(lone, chat._id));
  });

  it("resets the reader's unread count when a participant reads, and only then", async () => {
    const talk = await makeUserChat(t.athlete, world.coach.id);
    await setChat(talk._id, { unreadMessagesByUser: { [world.athleteA.id]: 3, [world.coach.id]: 2 } });
    const res = await get(t.athlete, talk._id);
    expect(res.body.unread).toBe(0);
    expect(res.body.unreadMessagesByUser).toEqual({ [world.athleteA.id]: 0, [world.coach.id]: 2 });
    const row = await db.chat.findUniqueOrThrow({ where: { id: talk._id } });
    expect(row.unreadMessagesByUser).toEqual({ [world.athleteA.id]: 0, [world.coach.id]: 2 });
    // The other participant's count is theirs: it resets when they read.
    expect((await get(t.coach, talk._id)).body.unread).toBe(0);
    const both = await db.chat.findUniqueOrThrow({ where: { id: talk._id } });
    expect(both.unreadMessagesByUser).toEqual({ [world.athleteA.id]: 0, [world.coach.id]: 0 });

    const chat = await makeAgentChat(t.athlete, agent.id);
    await setChat(chat._id, { unreadMessagesByUser: { [world.athleteA.id]: 4 } });
    // The overseeing coach reads without marking anything.
    expect((await get(t.coach, chat._id)).body.unread).toBe(0);
    const stored = await db.chat.findUniqueOrThrow({ where: { id: chat._id } });
    expect(stored.unreadMessagesByUser).toEqual({ [world.athleteA.id]: 4 });
  });

  it("shows the last message's hidden info only to users with canViewChatHiddenInfo", async () => {
    const chat = await makeAgentChat(t.athlete, agent.id);
    await addMessages(chat._id, [{ role: "assistant", content: "Hello" }]);
    const plain = await get(t.athlete, chat._id);
    expect(plain.body.lastMessage).toMatchObject({ message: "Hello", role: "assistant" });
    expect(plain.body.lastMessage).not.toHaveProperty("details");
    expect(plain.body.lastMessage).not.toHaveProperty("metaContent");
    await setUser(world.coach.id, { canViewChatHiddenInfo: true });
    const hidden = await get(t.coach, chat._id);
    expect(hidden.body.lastMessage).toMatchObject({
      details: { note: "hidden" },
      metaContent: [{ type: "loaded-data", content: "secret" }],
    });
    await setUser(world.coach.id, { canViewChatHiddenInfo: false });
  });
});

describe("GET /chats/history", () => {
  it("pages back through the messages by number, oldest first within a page", async () => {
    const chat = await makeAgentChat(t.athlete, agent.id);
    await addMessages(chat._id, [
      { role: "system", content: "s1" },
      ...Array.from({ length: 6 }, (_, i) => ({
        role: (i % 2 === 0 ? "user" : "assistant") as "user" | "assistant",
        content: `m${i + 1}`,
        userId: i % 2 === 0 ? world.athleteA.id : undefined,
      })),
    ]);
    const latest = await request(chats.history, { token: t.athlete, query: { chatId: chat._id, limit: 2 } });
    expect(latest.status).toBe(200);
    expect(latest.body.messages.map((m: { message: string }) => m.message)).toEqual(["m5", "m6"]);
    expect(latest.body.hasMore).toBe(true);
    const before = latest.body.messages[0].number;
    const older = await request(chats.history, {
      token: t.athlete,
      query: { chatId: chat._id, limit: 3, before },
    });
    expect(older.body.messages.map((m: { message: string }) => m.message)).toEqual(["m2", "m3", "m4"]);
    expect(older.body.hasMore).toBe(true);
    const oldest = await request(chats.history, {
      token: t.athlete,
      query: { chatId: chat._id, before: older.body.messages[0].number },
    });
    // The system message is hidden info: not there for this athlete.
    expect(oldest.body).toMatchObject({ hasMore: false });
    expect(oldest.body.messages.map((m: { message: string }) => m.message)).toEqual(["m1"]);
    expect(oldest.body.messages[0]).not.toHaveProperty("details");

    await setUser(world.athleteA.id, { canViewChatHiddenInfo: true });
    const all = await request(chats.history, { token: t.athlete, query: { chatId: chat._id } });
    expect(all.body.messages.map((m: { role: string }) => m.role)[0]).toBe("system");
    expect(all.body.messages).toHaveLength(7);
    expect(all.body.messages[1]).toMatchObject({ details: { note: "hidden" }, senderId: world.athleteA.id });
    await setUser(world.athleteA.id, { canViewChatHiddenInfo: false });

    expect(
      (await request(chats.history, { token: t.coach, query: { chatId: chat._id } })).body.messages,
    ).toHaveLength(6);
    notFoundChat(await request(chats.history, { token: t.athleteB, query: { chatId: chat._id } }));
    expectError(
      await request(chats.history, { token: t.athlete, query: { chatId: chat._id, before: 0 } }),
      400,
      "VALIDATION_ERROR",
    );
  });
});
