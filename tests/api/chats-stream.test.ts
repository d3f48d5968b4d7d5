import { beforeAll, describe, expect, it } from "vitest";
import { GET as stream } from "@/app/api/chats/[id]/stream/route";
import { POST as greeting } from "@/app/api/chats/greeting/[id]/route";
import { POST as send } from "@/app/api/chats/send/route";
import { chats } from "@/lib/contracts/chats/endpoints";
import { db } from "@/server/db";
import { makeInstruction, makeInstructionSet } from "../support/ai-config";
import { request } from "../support/api-client";
import { makeAgent, makeAgentChat, makeUserChat } from "../support/chats";
import { expectError, expectNotFound } from "../support/expect";
import { makeOrganization } from "../support/fixtures";
import { tokensOf, type World } from "../support/org-team";
import { callStream, pollUntil } from "../support/sse";

let world: World;
let t: Record<"athlete" | "coach" | "otherAdmin", string>;
let agentId: string;
let greetingRule: string;

beforeAll(async () => {
  world = await makeOrganization();
  const other = await makeOrganization();
  t = await tokensOf({ athlete: world.athleteA, coach: world.coach, otherAdmin: other.admin });
  agentId = (await makeAgent(world.org.id)).id;
  const set = await makeInstructionSet(world.org.id, { assignToEverybody: true });
  greetingRule = (
    await makeInstruction(set, {
      content: "Greet warmly and ask about goals.",
      triggers: [{ type: "onGreetings" }],
    })
  ).id;
});

const sendAs = (token: string, body: object) => callStream(send, { token, body });
const streamOf = (token: string, id: string, query = "") =>
  callStream(stream, { token, params: { id }, path: `/api/chats/${id}/stream${query}` });

describe("GET /chats/{id}/stream", () => {
  it("re-attaches to a running reply with the text so far, then answers the stored reply once finished", async () => {
    process.env.OFFLINE_TOKEN_DELAY_MS = "20";
    const chat = await makeAgentChat(t.athlete, agentId);
    const sending = await sendAs(t.athlete, { chat: chat._id, message: "Re-attach please" });
    await sending.sse.until("delta");
    await sending.sse.until("delta");
    await sending.sse.cancel();
    const again = await streamOf(t.athlete, chat._id);
    expect(again.status).toBe(200);
    const events = await again.sse.rest();
    expect(events[0].event).toBe("start");
    expect(events[1].event).toBe("delta");
    expect(events[1].data.text.length).toBeGreaterThan(0);
    expect(events.at(-1)?.event).toBe("done");
    const text = events
      .filter((e) => e.event === "delta")
      .map((e) => e.data.text)
      .join("");
    const stored = await db.message.findFirstOrThrow({ where: { chatId: chat._id, role: "assistant" } });
    expect(text).toBe(stored.content);
    expect(events.at(-1)?.data.message.message).toBe(stored.content);

    const after = await (await streamOf(t.athlete, chat._id)).sse.rest();
    expect(after.map((e) => e.event)).toEqual(["done"]);
    expect(after[0].data.message.id).toBe(stored.id);
    process.env.OFFLINE_TOKEN_DELAY_MS = "1";
  });

  it("does not reach another organisation's chat", async () => {
    const chat = await makeAgentChat(t.athlete, agentId);
    const res = await streamOf(t.otherAdmin, chat._id);
    expectNotFound({ status: res.status, body: res.body });
    const other = (await db.user.findUniqueOrThrow({ where: { id: world.admin.id } })).organizationId;
    const foreignOrg = await db.organization.findFirstOrThrow({ where: { id: { not: other ?? "" } } });
    const asQuery = await streamOf(t.athlete, chat._id, `?organizationId=${foreignOrg.id}`);
    expectError({ status: asQuery.status, body: asQuery.body }, 403, "FORBIDDEN");
    const badZone = await streamOf(t.athlete, chat._id, "?timezone=Mars/Olympus");
    expectError({ status: badZone.status, body: badZone.body }, 400, "VALIDATION_ERROR");
  });

  it("with follow=1 (context as query parameters) forwards another participant's message and counts it unread", async () => {
    // Athletes reach the coaches of their teams (contacts), so the other participant is the coach.
    const chat = await makeUserChat(t.athlete, world.coach.id);
    const following = await streamOf(
      t.coach,
      chat._id,
      `?follow=1&organizationId=${world.org.id}&timezone=Europe/Paris`,
    );
    expect(following.status).toBe(200);
    const sent = await (await sendAs(t.athlete, { chat: chat._id, message: "Hi B!" })).sse.rest();
    expect(sent.map((e) => e.event)).toEqual(["message", "done"]);
    const got = await following.sse.next();
    expect(got?.event).toBe("message");
    expect(got?.data).toMatchObject({ message: "Hi B!", user: world.athleteA.id });
    await following.sse.cancel();
    const row = await db.chat.findUniqueOrThrow({ where: { id: chat._id } });
    expect((row.unreadMessagesByUser as Record<string, number>)[world.coach.id]).toBe(1);
    expect((row.unreadMessagesByUser as Record<string, number>)[world.athleteA.id] ?? 0).toBe(0);
  });
});

describe("DELETE /chats/{id}/stream", () => {
  it("stops a running reply and keeps its text so far", async () => {
    process.env.OFFLINE_TOKEN_DELAY_MS = "30";
    const chat = await makeAgentChat(t.athlete, agentId);
    const sending = await sendAs(t.athlete, { chat: chat._id, message: "Stop me" });
    await sending.sse.until("delta");
    const res = await request(chats.stop, { token: t.athlete, params: { id: chat._id } });
    expect(res.status).toBe(200);
    expect(res.body.stopped).toBe(true);
    const rest = await sending.sse.rest();
    expect(rest.at(-1)?.event).toBe("done");
    const row = await db.message.findFirstOrThrow({ where: { chatId: chat._id, role: "assistant" } });
    expect((row.details as { status: string }).status).toBe("stopped");
    expect(row.content.length).toBeGreaterThan(0);
    const again = await request(chats.stop, { token: t.athlete, params: { id: chat._id } });
    expect(again.body).toEqual({ stopped: false, message: null });
    process.env.OFFLINE_TOKEN_DELAY_MS = "1";
  });
});

describe("POST /chats/greeting/{id}", () => {
  it("greets once, with the onGreetings instruction, and answers the same greeting afterwards", async () => {
    const chat = await makeAgentChat(t.athlete, agentId);
    const events = await (
      await callStream(greeting, { token: t.athlete, params: { id: chat._id }, body: {} })
    ).sse.rest();
    expect(events[0].event).toBe("start");
    const done = events.at(-1);
    expect(done?.event).toBe("done");
    const row = await db.message.findUniqueOrThrow({ where: { id: done?.data.message.id } });
    expect(row.content).not.toContain("Greet warmly and ask about goals.");
    expect(row.details).toMatchObject({ purpose: "greeting", triggerInputs: { nAssistantMessage: 0 } });
    const ids = (row.details as { triggeredFunctions: { id: string }[] }).triggeredFunctions.map((f) => f.id);
    expect(ids).toContain(greetingRule);
    const again = await (
      await callStream(greeting, { token: t.athlete, params: { id: chat._id }, body: {} })
    ).sse.rest();
    expect(again.map((e) => e.event)).toEqual(["done"]);
    expect(again[0].data.message.id).toBe(row.id);
    expect(await db.message.count({ where: { chatId: chat._id } })).toBe(1);
  });
});

describe("POST /chats/close/{id}", () => {
  it("closes and summarises once; a second close answers the chat unchanged; an empty chat closes without summary", async () => {
    const chat = await makeAgentChat(t.athlete, agentId);
    await (await sendAs(t.athlete, { chat: chat._id, message: "Hamstring recovery and sleep." })).sse.rest();
    const res = await request(chats.close, { token: t.athlete, params: { id: chat._id }, body: {} });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ _id: chat._id, closed: true });
    expect(res.body.summary).toContain("Hamstring recovery and sleep.");
    expect(res.body.keywords).toContain("hamstring");
    const again = await request(chats.close, { token: t.athlete, params: { id: chat._id }, body: {} });
    expect(again.body.__v).toBe(res.body.__v);
    expect(await db.chatUsage.count({ where: { chatId: chat._id } })).toBe(2);

    const empty = await makeAgentChat(t.athlete, agentId);
    const closed = await request(chats.close, { token: t.athlete, params: { id: empty._id }, body: {} });
    expect(closed.body).toMatchObject({ closed: true, summary: null });
    const foreign = await request(chats.close, { token: t.otherAdmin, params: { id: chat._id }, body: {} });
    expectNotFound(foreign);
    await pollUntil(
      () => db.chat.findUniqueOrThrow({ where: { id: empty._id } }),
      (row) => row.closed,
    );
  });
});
