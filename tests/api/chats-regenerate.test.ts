import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as regenerate } from "@/app/api/chats/regenerate/route";
import { POST as send } from "@/app/api/chats/send/route";
import { chats } from "@/lib/contracts/chats/endpoints";
import { NOTHING_TO_REGENERATE } from "@/server/chats/send/regenerate-reply";
import { db } from "@/server/db";
import { request } from "../support/api-client";
import { makeAgent, makeAgentChat } from "../support/chats";
import { expectError, expectNotFound } from "../support/expect";
import { makeOrganization } from "../support/fixtures";
import { tokensOf, type World } from "../support/org-team";
import { callStream } from "../support/sse";

let world: World;
let t: Record<"athlete" | "athleteB" | "coach", string>;
let agentId: string;

const sendAs = async (token: string, chat: string, message: string) =>
  (await callStream(send, { token, body: { chat, message } })).sse.rest();
const regenerateAs = (token: string, body: object) => callStream(regenerate, { token, body });
/** The chat as it shows (the earlier versions are kept aside: chats-versions.test.ts). */
const conversation = async (chatId: string) =>
  (
    await db.message.findMany({
      where: { chatId, role: { in: ["user", "assistant"] }, inactiveBranch: null },
      orderBy: { number: "asc" },
    })
  ).map((m) => ({ id: m.id, role: m.role, content: m.content }));

beforeAll(async () => {
  world = await makeOrganization();
  t = await tokensOf({ athlete: world.athleteA, athleteB: world.athleteB, coach: world.coach });
  agentId = (await makeAgent(world.org.id)).id;
});

afterEach(() => {
  process.env.OFFLINE_TOKEN_DELAY_MS = "1";
});

describe("POST /chats/regenerate: regenerate, edit and resend", () => {
  it("writes the last reply again: the new one is shown in its place, and the earlier turns stay", async () => {
    const chat = await makeAgentChat(t.athlete, agentId);
    await sendAs(t.athlete, chat._id, "First question about pacing.");
    await sendAs(t.athlete, chat._id, "Second question about hills.");
    const before = await conversation(chat._id);
    expect(before.map((m) => m.role)).toEqual(["user", "assistant", "user", "assistant"]);

    const res = await regenerateAs(t.athlete, { chat: chat._id });
    expect(res.status).toBe(200);
    const events = await res.sse.rest();
    expect(events.map((e) => e.event)[0]).toBe("message");
    expect(events[0].data).toMatchObject({ id: before[2].id, message: "Second question about hills." });
    expect(events.at(-1)?.event).toBe("done");
    const reply = events.at(-1)?.data.message;
    expect(reply.status).toBe("done");

    const after = await conversation(chat._id);
    expect(after.map((m) => m.id)).toEqual([before[0].id, before[1].id, before[2].id, reply.id]);
    expect(reply.id).not.toBe(before[3].id);
    expect(after[3].content).toContain("Second question about hills.");
    // The provider is told it writes the turn again (offline: another opening, so the change can be seen).
    expect(after[3].content).not.toBe(before[3].content);
    expect(after[3].content).toMatch(/^Let me put that another way/);
  });

  it("with `message`, edits the last user message and answers the new text", async () => {
    const chat = await makeAgentChat(t.athlete, agentId);
    await sendAs(t.athlete, chat._id, "How long should I taper?");
    const events = await (
      await regenerateAs(t.athlete, { chat: chat._id, message: "How long should I taper for a marathon?" })
    ).sse.rest();
    expect(events[0].data.message).toBe("How long should I taper for a marathon?");
    const after = await conversation(chat._id);
    // An edited message is a new question: answered as any reply.
    expect(after[1].content).toMatch(/^Thank you for sharing/);
    expect(after.map((m) => [m.role, m.content.includes("for a marathon?")])).toEqual([
      ["user", true],
      ["assistant", true],
    ]);
  });

  it("refuses while a reply is being written, and changes nothing", async () => {
    process.env.OFFLINE_TOKEN_DELAY_MS = "30";
    const chat = await makeAgentChat(t.athlete, agentId);
    const running = await callStream(send, {
      token: t.athlete,
      body: { chat: chat._id, message: "Long one." },
    });
    expect(await running.sse.until("delta")).not.toBeNull();
    const res = await regenerateAs(t.athlete, { chat: chat._id, message: "Changed my mind" });
    expectError({ status: res.status, body: res.body }, 409, "BAD_REQUEST");
    await running.sse.rest();
    const after = await conversation(chat._id);
    expect(after.map((m) => m.role)).toEqual(["user", "assistant"]);
    expect(after[0].content).toBe("Long one.");
  });

  it("refuses another person's chat, a coach reading it, a closed chat, a chat with nothing to answer, and an empty edit", async () => {
    const chat = await makeAgentChat(t.athlete, agentId);
    await sendAs(t.athlete, chat._id, "Hello there.");
    for (const token of [t.athleteB, t.coach]) {
      const res = await regenerateAs(token, { chat: chat._id });
      expectNotFound({ status: res.status, body: res.body });
    }
    const empty = await regenerateAs(t.athlete, { chat: chat._id, message: "  " });
    expectError({ status: empty.status, body: empty.body }, 400, "VALIDATION_ERROR", [
      { path: "message", message: "Field is required" },
    ]);

    const fresh = await makeAgentChat(t.athlete, agentId);
    const nothing = await regenerateAs(t.athlete, { chat: fresh._id });
    expectError({ status: nothing.status, body: nothing.body }, 400, "BAD_REQUEST");
    expect(nothing.body.error.message).toBe(NOTHING_TO_REGENERATE);

    await request(chats.close, { token: t.athlete, params: { id: chat._id }, body: { summarize: false } });
    const closed = await regenerateAs(t.athlete, { chat: chat._id });
    expect(closed.body.error.code).toBe("CHAT_CLOSED");
    expect((await conversation(chat._id)).map((m) => m.content.includes("Hello there."))).toEqual([
      true,
      true,
    ]);
  });
});
