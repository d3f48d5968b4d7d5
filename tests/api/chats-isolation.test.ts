/**
 * Cross-organisation isolation of the chat CRUD and list endpoints: whoever calls from another organisation,
 * whatever their role, a chat of this one does not exist for them, and nothing of it shows in their lists.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { chats } from "@/lib/contracts/chats/endpoints";
import { db } from "@/server/db";
import { request } from "../support/api-client";
import type { CallResult } from "../support/call";
import {
  addMessages,
  type ChatDoc,
  makeAgent,
  makeAgentChat,
  makeUserChat,
  postChat,
} from "../support/chats";
import { expectNotFound } from "../support/expect";
import { makeOrganization } from "../support/fixtures";
import { makeMasterWorld, tokensOf, type World } from "../support/org-team";

let home: World;
let agentChat: ChatDoc;
let talk: ChatDoc;
let homeAgent: { id: string };
let outsiders: Record<string, string>;
let homeTokens: Record<"athlete" | "admin", string>;

function expectMessage(res: CallResult, message: string) {
  expectNotFound(res);
  expect(res.body.error.message).toBe(message);
}

beforeAll(async () => {
  let away: World;
  let master: Awaited<ReturnType<typeof makeMasterWorld>>;
  [home, away, master] = await Promise.all([makeOrganization(), makeOrganization(), makeMasterWorld()]);
  homeAgent = await makeAgent(home.org.id);
  await makeAgent(away.org.id);
  homeTokens = await tokensOf({ athlete: home.athleteA, admin: home.admin });
  agentChat = await makeAgentChat(homeTokens.athlete, homeAgent.id, { title: "Home secrets" });
  await addMessages(agentChat._id, [{ role: "user", content: "private", userId: home.athleteA.id }]);
  talk = await makeUserChat(homeTokens.athlete, home.coach.id);
  // The master admin acts in their own organisation here (no organisation header).
  outsiders = await tokensOf({
    admin: away.admin,
    coach: away.coach,
    athlete: away.athleteA,
    master: master.master,
  });
});

describe("a chat of another organisation", () => {
  it("is 'Chat not found' for every role of another organisation, on every chat endpoint", async () => {
    for (const [role, token] of Object.entries(outsiders)) {
      for (const chat of [agentChat, talk]) {
        const id = chat._id;
        const results = {
          get: await request(chats.get, { token, params: { id } }),
          put: await request(chats.update, { token, params: { id }, body: { title: "mine" } }),
          favorite: await request(chats.favorite, {
            token,
            params: { id },
            body: { isFavorite: true },
          }),
          archive: await request(chats.archive, {
            token,
            params: { id },
            body: { isArchived: true },
          }),
          history: await request(chats.history, { token, query: { chatId: id } }),
          delete: await request(chats.remove, { token, params: { id } }),
        };
        for (const [name, res] of Object.entries(results)) {
          expect({ role, name, status: res.status, message: res.body?.error?.message }).toEqual({
            role,
            name,
            status: 404,
            message: "Chat not found",
          });
        }
      }
    }
    const row = await db.chat.findUniqueOrThrow({ where: { id: agentChat._id } });
    expect(row).toMatchObject({ title: "Home secrets", isFavorite: false, isArchived: false, version: 1 });
  });

  it("never shows in another organisation's lists, whatever the filters", async () => {
    for (const token of Object.values(outsiders)) {
      for (const body of [
        { limit: 100 },
        { limit: 100, filters: { user: home.athleteA.id } },
        { limit: 100, filters: { isArchived: true } },
        { limit: 100, searchQuery: "Home secrets" },
        { limit: 100, filters: { agent: homeAgent.id } },
      ]) {
        const res = await request(chats.paginate, { token, body });
        expect(res.status).toBe(200);
        const listed = res.body.docs.map((d: ChatDoc) => d._id);
        expect(listed).not.toContain(agentChat._id);
        expect(listed).not.toContain(talk._id);
      }
      const windows = await request(chats.windows, { token });
      expect(windows.body.map((d: ChatDoc) => d._id)).not.toContain(agentChat._id);
      const last = await request(chats.lastChat, {
        token,
        query: { agentId: homeAgent.id },
      });
      expect(last.body).toBeNull();
      expectMessage(
        await request(chats.byUser, {
          token,
          params: { id: home.athleteA.id },
        }),
        "User not found",
      );
      const contacts = (await request(chats.contacts, { token })).body.map((c: { _id: string }) => c._id);
      for (const person of [home.admin, home.coach, home.athleteA, home.athleteB]) {
        expect(contacts).not.toContain(person.id);
      }
    }
  });

  it("cannot be joined: another organisation's agent or people are not found for POST /chats", async () => {
    for (const token of Object.values(outsiders)) {
      expectMessage(await postChat(token, { agents: [homeAgent.id] }), "Agent not found");
      expectMessage(
        await postChat(token, { type: "user-user", users: [home.athleteA.id] }),
        "User not found",
      );
      expectMessage(await postChat(token, { type: "group", users: [home.coach.id] }), "User not found");
    }
  });

  it("is reachable by a master admin who chooses that organisation", async () => {
    const headers = { "x-organization-id": home.org.id };
    const token = outsiders.master;
    const res = await request(chats.get, { token, params: { id: agentChat._id }, headers });
    expect(res.status).toBe(200);
    // Chats between people stay private to them.
    const private_ = await request(chats.get, { token, params: { id: talk._id }, headers });
    expect(private_.body.error.message).toBe("Chat not found");
    const page = await request(chats.paginate, {
      token,
      body: { filters: { user: home.athleteA.id } },
      headers,
    });
    expect(page.body.docs.map((d: ChatDoc) => d._id)).toEqual([agentChat._id]);
  });
});
