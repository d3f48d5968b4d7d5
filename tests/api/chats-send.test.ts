import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { POST as greeting } from "@/app/api/chats/greeting/[id]/route";
import { POST as send } from "@/app/api/chats/send/route";
import { OFFLINE_NOTICE } from "@/server/ai/offline-reply";
import { db } from "@/server/db";
import { makeInstruction, makeInstructionSet } from "../support/ai-config";
import { type ChatDoc, makeAgent, makeAgentChat } from "../support/chats";
import { DAY_MS, earlier, later, MINUTE_MS } from "../support/clock";
import { expectError, expectNotFound } from "../support/expect";
import { makeOrganization, unique } from "../support/fixtures";
import { startOpenAIWireServer, type WireServer } from "../support/openai-wire-server";
import { tokensOf, type World } from "../support/org-team";
import { makeCoachingNote } from "../support/records";
import { callStream, pollUntil } from "../support/sse";
import { setChat } from "../support/state";

let world: World;
let t: Record<"athlete" | "athleteB", string>;
let agentId: string;

const sendAs = (token: string, body: object) => callStream(send, { token, body });
const messagesOf = (chatId: string) => db.message.findMany({ where: { chatId }, orderBy: { number: "asc" } });

beforeAll(async () => {
  world = await makeOrganization();
  t = await tokensOf({ athlete: world.athleteA, athleteB: world.athleteB });
  agentId = (await makeAgent(world.org.id)).id;
});

afterEach(() => {
  process.env.OFFLINE_TOKEN_DELAY_MS = "1";
});

describe("POST /chats/send", () => {
  it("streams message, start, deltas and done in order, and stores both messages with numbers and details", async () => {
    process.env.OFFLINE_TOKEN_DELAY_MS = "1";
    const chat = await makeAgentChat(t.athlete, agentId);
    const res = await sendAs(t.athlete, { chat: chat._id, message: "I feel tired after my long runs." });
    expect(res.status).toBe(200);
    expect(res.contentType).toContain("text/event-stream");
    const events = await res.sse.rest();
    const names = events.map((e) => e.event);
    expect(names[0]).toBe("message");
    expect(names[1]).toBe("start");
    expect(names.at(-1)).toBe("done");
    expect(names.slice(2, -1).every((n) => n === "delta")).toBe(true);
    expect(names.length).toBeGreaterThan(4);
    const text = events
      .filter((e) => e.event === "delta")
      .map((e) => e.data.text)
      .join("");
    const done = events.at(-1)?.data;
    expect(done.message.message).toBe(text);
    expect(done.message.role).toBe("assistant");
    expect(done.chat._id).toBe(chat._id);
    expect(events[0].data).toMatchObject({
      role: "user",
      message: "I feel tired after my long runs.",
      number: 1,
    });

    const rows = await messagesOf(chat._id);
    expect(rows.map((r) => [r.role, r.number])).toEqual([
      ["user", 1],
      ["assistant", 2],
    ]);
    expect(rows[1].content).toBe(text);
    expect(rows[1].content).toContain(OFFLINE_NOTICE);
    expect(rows[1].details).toMatchObject({
      status: "done",
      provider: "offline",
      completionParams: { model: "gpt-4.1-mini", temperature: 0.7, maxTokens: null },
      triggerInputs: { nSession: 1, nAssistantMessage: 0, nUserMessage: 1, chatIsClosing: false },
      tokens: { prompt: expect.any(Number), completion: expect.any(Number), total: expect.any(Number) },
      timings: {
        instructions: expect.any(Number),
        completion: expect.any(Number),
        total: expect.any(Number),
      },
    });
    const chatRow = await db.chat.findUniqueOrThrow({ where: { id: chat._id } });
    expect(chatRow.messagesNumber).toBe(2);
    expect(chatRow.lastMessageId).toBe(rows[1].id);
    const usage = await db.chatUsage.findMany({ where: { chatId: chat._id } });
    expect(usage).toHaveLength(1);
    expect(usage[0]).toMatchObject({
      agentId,
      userId: world.athleteA.id,
      organizationId: world.org.id,
      model: "offline-coach",
    });
    expect(usage[0].totalTokens).toBe(usage[0].inputTokens + usage[0].outputTokens);
  });

  it("finishes and stores the whole reply when the client leaves after the first delta", async () => {
    process.env.OFFLINE_TOKEN_DELAY_MS = "20";
    const chat = await makeAgentChat(t.athlete, agentId);
    const res = await sendAs(t.athlete, { chat: chat._id, message: "Leaving early." });
    expect(await res.sse.until("delta")).not.toBeNull();
    await res.sse.cancel();
    const reply = await pollUntil(
      () => db.message.findFirst({ where: { chatId: chat._id, role: "assistant" } }),
      (row) => (row?.details as { status?: string } | null)?.status === "done",
    );
    expect(reply?.content).toContain("Leaving early.");
    expect(reply?.content).toContain(OFFLINE_NOTICE);
  });

  it("stores one user message for a repeated idFromClient, sequential or concurrent, and answers the first reply", async () => {
    const chat = await makeAgentChat(t.athlete, agentId);
    const body = { chat: chat._id, message: "Once only", idFromClient: unique("client") };
    const first = await (await sendAs(t.athlete, body)).sse.rest();
    const again = await (await sendAs(t.athlete, body)).sse.rest();
    expect(again.map((e) => e.event)).toEqual(["message", "done"]);
    expect(again[0].data.id).toBe(first[0].data.id);
    expect(again[1].data.message.id).toBe(first.at(-1)?.data.message.id);

    const chat2 = await makeAgentChat(t.athlete, agentId);
    const body2 = { chat: chat2._id, message: "Twice at once", idFromClient: unique("client") };
    const [a, b] = await Promise.all([sendAs(t.athlete, body2), sendAs(t.athlete, body2)]);
    const [ea, eb] = await Promise.all([a.sse.rest(), b.sse.rest()]);
    expect(ea.at(-1)?.event).toBe("done");
    expect(eb.at(-1)?.event).toBe("done");
    expect(ea.at(-1)?.data.message.id).toBe(eb.at(-1)?.data.message.id);
    const rows = await messagesOf(chat2._id);
    expect(rows.filter((r) => r.role === "user")).toHaveLength(1);
    expect(rows.filter((r) => r.role === "assistant")).toHaveLength(1);
  });

  it("refuses a closed chat with CHAT_CLOSED and stores nothing", async () => {
    const chat = await makeAgentChat(t.athlete, agentId);
    await setChat(chat._id, { closed: true });
    const res = await sendAs(t.athlete, { chat: chat._id, message: "Hello?" });
    expectError({ status: res.status, body: res.body }, 409, "CHAT_CLOSED");
    expect(res.body.error.message).toBe("This chat is closed, create a new one to continue.");
    expect(await messagesOf(chat._id)).toHaveLength(0);
  });

  it("refuses a second send while a reply is being written, and stores nothing for it", async () => {
    process.env.OFFLINE_TOKEN_DELAY_MS = "20";
    const chat = await makeAgentChat(t.athlete, agentId);
    const first = await sendAs(t.athlete, { chat: chat._id, message: "First" });
    await first.sse.until("delta");
    const second = await sendAs(t.athlete, { chat: chat._id, message: "Second" });
    expectError({ status: second.status, body: second.body }, 409, "BAD_REQUEST");
    await first.sse.rest();
    const rows = await messagesOf(chat._id);
    expect(rows.map((r) => r.content).filter((c) => c === "Second")).toHaveLength(0);
  });

  it("closes the chat after a forceClose reply, with a summary", async () => {
    const chat = await makeAgentChat(t.athlete, agentId);
    await (await sendAs(t.athlete, { chat: chat._id, message: "My sprint training went well." })).sse.rest();
    const events = await (
      await sendAs(t.athlete, { chat: chat._id, message: "Thanks, bye", forceClose: true })
    ).sse.rest();
    const done = events.at(-1);
    expect(done?.event).toBe("done");
    expect(done?.data.chat.closed).toBe(true);
    const row = await db.chat.findUniqueOrThrow({ where: { id: chat._id } });
    expect(row.closed).toBe(true);
    expect(row.summary).toContain("My sprint training went well.");
    expect(row.keywords).toContain("sprint");
    expect(row.summarizedAt).not.toBeNull();
    expect(row.durationInMinutes).not.toBeNull();
    const reply = await db.message.findFirstOrThrow({
      where: { chatId: chat._id, role: "assistant" },
      orderBy: { number: "desc" },
    });
    expect(reply.details).toMatchObject({ purpose: "closing", triggerInputs: { chatIsClosing: true } });
    expect(await db.chatUsage.count({ where: { chatId: chat._id } })).toBe(3);
  });

  it("runs an onSessionNumber 1 instruction in the first session only", async () => {
    const agentWorld = await makeOrganization();
    const [token] = Object.values(await tokensOf({ a: agentWorld.athleteA }));
    const own = await makeAgent(agentWorld.org.id);
    const ownSet = await makeInstructionSet(agentWorld.org.id, { assignToEverybody: true });
    const firstOnly = await makeInstruction(ownSet, {
      content: "First session: explain how coaching works.",
      triggers: [{ type: "onSessionNumber", value: 1 }],
    });
    const chat1 = await makeAgentChat(token, own.id);
    const chat2 = await makeAgentChat(token, own.id);
    const reply = async (chat: ChatDoc) => {
      const events = await (await sendAs(token, { chat: chat._id, message: "Hi" })).sse.rest();
      return db.message.findUniqueOrThrow({ where: { id: events.at(-1)?.data.message.id } });
    };
    const first = await reply(chat1);
    const second = await reply(chat2);
    const ids = (row: { details: unknown }) =>
      ((row.details as { triggeredFunctions: { id: string }[] }).triggeredFunctions ?? []).map((f) => f.id);
    expect((first.details as { triggerInputs: { nSession: number } }).triggerInputs.nSession).toBe(1);
    expect((second.details as { triggerInputs: { nSession: number } }).triggerInputs.nSession).toBe(2);
    expect(ids(first)).toContain(firstOnly.id);
    // Which instructions ran is hidden information: in the details, never in the reply the athlete reads.
    expect(first.content).not.toContain("First session: explain how coaching works.");
    expect(ids(second)).not.toContain(firstOnly.id);
    expect(second.content).not.toContain("First session");
  });

  it("answers 'Chat not found' for another participant's or another organisation's chat, and FORBIDDEN for another userId", async () => {
    const chat = await makeAgentChat(t.athlete, agentId);
    const other = await makeOrganization();
    const [otherToken] = Object.values(await tokensOf({ a: other.admin }));
    for (const token of [t.athleteB, otherToken]) {
      const res = await sendAs(token, { chat: chat._id, message: "Not mine" });
      expectNotFound({ status: res.status, body: res.body });
      expect(res.body.error.message).toBe("Chat not found");
    }
    const res = await sendAs(t.athlete, {
      chat: chat._id,
      userId: world.athleteB.id,
      message: "As someone else",
    });
    expectError({ status: res.status, body: res.body }, 403, "FORBIDDEN");
    expect(await messagesOf(chat._id)).toHaveLength(0);
  });
});

describe("coach-prompts reach the model", () => {
  let wire: WireServer;
  let promptWorld: World;
  let token: string;
  let promptAgent: string;
  const TEXT = {
    user: "Coach prompt for the athlete: ask how they slept.",
    team: "Coach prompt for the team: ask about the relay.",
    disabled: "Disabled coach prompt: never shown.",
    expired: "Expired coach prompt: never shown.",
    observation: "An observation: never a prompt.",
    otherUser: "Coach prompt for someone else: never shown.",
  };

  beforeAll(async () => {
    wire = await startOpenAIWireServer();
    promptWorld = await makeOrganization();
    [token] = Object.values(await tokensOf({ a: promptWorld.athleteA }));
    promptAgent = (await makeAgent(promptWorld.org.id)).id;
    const { org, athleteA, athleteB, teamA, coach } = promptWorld;
    const note = (type: "coach_prompt" | "observation", content: string, data: object) =>
      makeCoachingNote({
        type,
        content,
        title: "",
        toOrganizationId: org.id,
        createdById: coach.id,
        ...data,
      });
    await note("coach_prompt", TEXT.user, { toUserId: athleteA.id, promptEnabled: true });
    await note("coach_prompt", TEXT.team, {
      toTeamId: teamA.id,
      promptEnabled: true,
      promptExpiresAt: later(DAY_MS),
    });
    await note("coach_prompt", TEXT.disabled, { toUserId: athleteA.id, promptEnabled: false });
    await note("coach_prompt", TEXT.expired, {
      toUserId: athleteA.id,
      promptEnabled: true,
      promptExpiresAt: earlier(MINUTE_MS),
    });
    await note("observation", TEXT.observation, { toUserId: athleteA.id });
    await note("coach_prompt", TEXT.otherUser, { toUserId: athleteB.id, promptEnabled: true });
  });

  afterAll(async () => {
    process.env.AI_PROVIDER = "offline";
    await wire.close();
  });

  const systemTexts = () => {
    const messages = (wire.requests.at(-1)?.body.messages ?? []) as { role: string; content: string }[];
    return messages.filter((m) => m.role === "system").map((m) => m.content);
  };

  it("merges the athlete's enabled, unexpired coach-prompts with the client's, once each, in sends and greetings", async () => {
    process.env.AI_PROVIDER = "openai";
    process.env.OPENAI_API_KEY = "test-key";
    process.env.OPENAI_BASE_URL = wire.url;
    wire.setScript({ reply: "Hello from the wire." });
    try {
      // Named, so the reply is the last model call (an unnamed chat's first exchange also asks for a title).
      const chat = await makeAgentChat(token, promptAgent, { title: "Prompts" });
      const greeted = await (await callStream(greeting, { token, params: { id: chat._id } })).sse.rest();
      expect(greeted.at(-1)?.event).toBe("done");
      expect(systemTexts()).toEqual(expect.arrayContaining([TEXT.user, TEXT.team]));

      const clientPrompt = "A prompt the client sent itself.";
      const events = await (
        await sendAs(token, { chat: chat._id, message: "Hi", coachPrompts: [clientPrompt, TEXT.user] })
      ).sse.rest();
      expect(events.at(-1)?.event).toBe("done");
      const texts = systemTexts();
      expect(texts.filter((t) => t === TEXT.user)).toHaveLength(1);
      expect(texts).toEqual(expect.arrayContaining([clientPrompt, TEXT.user, TEXT.team]));
      expect(texts.indexOf(clientPrompt)).toBeLessThan(texts.indexOf(TEXT.team));
      for (const hidden of [TEXT.disabled, TEXT.expired, TEXT.observation, TEXT.otherUser]) {
        expect(texts).not.toContain(hidden);
      }
      // The prompts come after the conversation, right before the new user message.
      const messages = wire.requests.at(-1)?.body.messages as { role: string; content: string }[];
      expect(messages.at(-1)).toEqual({ role: "user", content: "Hi" });
      expect(messages.at(-2)?.content).toBe(TEXT.team);
    } finally {
      process.env.AI_PROVIDER = "offline";
    }
  });
});
