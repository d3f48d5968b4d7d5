import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as send } from "@/app/api/chats/send/route";
import { chats } from "@/lib/contracts/chats/endpoints";
import { db } from "@/server/db";
import { request } from "../support/api-client";
import { makeAgent, makeAgentChat } from "../support/chats";
import { expectError, expectNotFound } from "../support/expect";
import { makeOrganization } from "../support/fixtures";
import { startOpenAIWireServer, type WireServer } from "../support/openai-wire-server";
import { tokensOf, type World } from "../support/org-team";
import { callStream } from "../support/sse";

let world: World;
let t: Record<"athlete" | "athleteB", string>;
let agentId: string;
let wire: WireServer;

beforeAll(async () => {
  world = await makeOrganization();
  t = await tokensOf({ athlete: world.athleteA, athleteB: world.athleteB });
  agentId = (await makeAgent(world.org.id, { chatSettings: { model: "gpt-4o", temperature: 1.1 } })).id;
  wire = await startOpenAIWireServer();
});

afterAll(async () => {
  process.env.AI_PROVIDER = "offline";
  await wire.close();
});

const report = (over: { chatId: string; totalTokens?: number; agentId?: string }) => ({
  inputTokens: 10,
  outputTokens: 5,
  totalTokens: 15,
  model: "gpt-4o-realtime",
  ...over,
});

describe("POST /chats/handle-usage", () => {
  it("stores a usage report of the caller's chat and answers it", async () => {
    const chat = await makeAgentChat(t.athlete, agentId);
    const res = await request(chats.handleUsage, {
      token: t.athlete,
      body: { usage: report({ chatId: chat._id }) },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      chat: chat._id,
      agent: agentId,
      user: world.athleteA.id,
      organization: world.org.id,
      totalTokens: 15,
    });
    expect(await db.chatUsage.count({ where: { id: res.body._id } })).toBe(1);
  });

  it("refuses mismatched totals, another person's chat and a foreign agent", async () => {
    const chat = await makeAgentChat(t.athlete, agentId);
    const bad = await request(chats.handleUsage, {
      token: t.athlete,
      body: { usage: report({ chatId: chat._id, totalTokens: 16 }) },
    });
    expectError(bad, 400, "VALIDATION_ERROR", [
      { path: "usage.totalTokens", message: "Must equal inputTokens + outputTokens" },
    ]);
    const foreign = await request(chats.handleUsage, {
      token: t.athleteB,
      body: { usage: report({ chatId: chat._id }) },
    });
    expectNotFound(foreign);
    expect(foreign.body.error.message).toBe("Chat not found");
    const otherAgent = (await makeAgent(world.org.id)).id;
    const wrongAgent = await request(chats.handleUsage, {
      token: t.athlete,
      body: { usage: report({ chatId: chat._id, agentId: otherAgent }) },
    });
    expectNotFound(wrongAgent);
    expect(await db.chatUsage.count({ where: { chatId: chat._id } })).toBe(0);
  });
});

describe("POST /chats/send with the openai provider", () => {
  it("sends the chat config chain's model and temperature, and stores a rate-limit failure as an error", async () => {
    process.env.AI_PROVIDER = "openai";
    process.env.OPENAI_API_KEY = "test-key";
    process.env.OPENAI_BASE_URL = wire.url;
    // Named, so the reply is the last model call (an unnamed chat's first exchange also asks for a title).
    const chat = await makeAgentChat(t.athlete, agentId, { title: "Config chain" });
    wire.setScript({ reply: "Hello from the wire." });
    const events = await (
      await callStream(send, { token: t.athlete, body: { chat: chat._id, message: "Hi" } })
    ).sse.rest();
    expect(events.at(-1)?.event).toBe("done");
    expect(events.at(-1)?.data.message.message).toBe("Hello from the wire.");
    const request = wire.requests.at(-1);
    expect(request?.body).toMatchObject({ model: "gpt-4o", temperature: 1.1, stream: true });

    wire.setScript({ status: 429, errorMessage: "Rate limit reached" });
    const failed = await (
      await callStream(send, { token: t.athlete, body: { chat: chat._id, message: "Again" } })
    ).sse.rest();
    const error = failed.at(-1);
    expect(error?.event).toBe("error");
    expect(error?.data.error).toMatchObject({
      code: "BAD_REQUEST",
      message: "The AI service is busy, please try again in a moment.",
    });
    const row = await db.message.findFirstOrThrow({
      where: { chatId: chat._id, role: "assistant" },
      orderBy: { number: "desc" },
    });
    expect(row.details).toMatchObject({ status: "error", error: { kind: "rate_limited" } });
    expect(await db.chatUsage.count({ where: { chatId: chat._id } })).toBe(2);
    process.env.AI_PROVIDER = "offline";
  });
});
