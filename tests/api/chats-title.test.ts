import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as send } from "@/app/api/chats/send/route";
import { chats } from "@/lib/contracts/chats/endpoints";
import { db } from "@/server/db";
import { request } from "../support/api-client";
import { makeAgent, makeAgentChat } from "../support/chats";
import { makeOrganization } from "../support/fixtures";
import { startOpenAIWireServer, type WireServer } from "../support/openai-wire-server";
import { tokensOf, type World } from "../support/org-team";
import { callStream } from "../support/sse";

let world: World;
let token: string;
let agentId: string;

const sendAs = async (chat: string, message: string) =>
  (await callStream(send, { token, body: { chat, message } })).sse.rest();
const titleOf = async (chatId: string) => (await db.chat.findUniqueOrThrow({ where: { id: chatId } })).title;

beforeAll(async () => {
  world = await makeOrganization();
  ({ token } = await tokensOf({ token: world.athleteA }));
  agentId = (await makeAgent(world.org.id)).id;
});

describe("automatic chat titles (issue 20, finding 3)", () => {
  it("names a chat after its first exchange from the athlete's first sentence, and says so in `done`", async () => {
    const chat = await makeAgentChat(token, agentId);
    expect(chat.title ?? "").toBe("");
    const events = await sendAs(chat._id, "Hi coach! I keep waking up at 3am before races. What can I do?");
    const done = events.at(-1);
    expect(done?.event).toBe("done");
    expect(done?.data.chat.title).toBe("I keep waking up at 3am before races");
    expect(await titleOf(chat._id)).toBe("I keep waking up at 3am before races");

    // Later exchanges keep the name.
    await sendAs(chat._id, "Also my legs feel heavy.");
    expect(await titleOf(chat._id)).toBe("I keep waking up at 3am before races");
  });

  it("never overwrites a title the athlete set, even an empty one", async () => {
    const named = await makeAgentChat(token, agentId);
    const renamed = await request(chats.update, {
      token,
      params: { id: named._id },
      body: { title: "My sleep plan" },
    });
    expect(renamed.status).toBe(200);
    await sendAs(named._id, "Let us talk about tapering for the marathon.");
    expect(await titleOf(named._id)).toBe("My sleep plan");

    const cleared = await makeAgentChat(token, agentId);
    await request(chats.update, { token, params: { id: cleared._id }, body: { title: "" } });
    await sendAs(cleared._id, "Let us talk about tapering for the marathon.");
    expect(await titleOf(cleared._id)).toBe("");
  });

  it("shortens long first messages at a word and skips greetings and filler", async () => {
    const chat = await makeAgentChat(token, agentId);
    await sendAs(
      chat._id,
      "Hello, can you help me understand why my heart rate drifts upwards during long endurance sessions in summer heat",
    );
    expect(await titleOf(chat._id)).toBe("Understand why my heart rate drifts upwards");
  });
});

describe("automatic chat titles with a model (openai wire format)", () => {
  let wire: WireServer;
  beforeAll(async () => {
    wire = await startOpenAIWireServer();
  });
  afterAll(async () => {
    process.env.AI_PROVIDER = "offline";
    await wire.close();
  });

  it("asks the model for a title, strips its quotes, and records what naming cost", async () => {
    process.env.AI_PROVIDER = "openai";
    process.env.OPENAI_API_KEY = "test-key";
    process.env.OPENAI_BASE_URL = wire.url;
    wire.setScript((body) =>
      body.response_format?.json_schema?.name === "chat_title"
        ? { reply: JSON.stringify({ title: "“Sleep before race day.”" }) }
        : { reply: "Try a wind-down routine." },
    );
    try {
      const chat = await makeAgentChat(token, agentId);
      const events = await sendAs(chat._id, "I sleep badly before races.");
      expect(events.at(-1)?.data.chat.title).toBe("Sleep before race day");
      const naming = wire.requests.filter((r) => r.body.response_format?.json_schema?.name === "chat_title");
      expect(naming).toHaveLength(1);
      expect(JSON.stringify(naming[0].body.messages)).toContain("I sleep badly before races.");
      const usage = await db.chatUsage.findMany({ where: { chatId: chat._id } });
      expect(usage).toHaveLength(2);
    } finally {
      process.env.AI_PROVIDER = "offline";
    }
  });

  it("falls back to the heuristic when the model fails", async () => {
    process.env.AI_PROVIDER = "openai";
    process.env.OPENAI_API_KEY = "test-key";
    process.env.OPENAI_BASE_URL = wire.url;
    wire.setScript((body) =>
      body.response_format?.json_schema?.name === "chat_title"
        ? { status: 400, errorMessage: "bad request" }
        : { reply: "Try a wind-down routine." },
    );
    try {
      const chat = await makeAgentChat(token, agentId);
      const events = await sendAs(chat._id, "My shoulder hurts after swimming.");
      expect(events.at(-1)?.event).toBe("done");
      expect(await titleOf(chat._id)).toBe("My shoulder hurts after swimming");
    } finally {
      process.env.AI_PROVIDER = "offline";
    }
  });
});
