/**
 * POST /chats/send with attachments (own uploaded files: File references on the user message, their text reaches
 * the model) and agents with files (their text and the matching retrieval passage in the reply's request).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as send } from "@/app/api/chats/send/route";
import { chats } from "@/lib/contracts/chats/endpoints";
import { db } from "@/server/db";
import { request } from "../support/api-client";
import { makeAgent, makeAgentChat } from "../support/chats";
import { expectError } from "../support/expect";
import { upload } from "../support/files";
import { makeOrganization } from "../support/fixtures";
import { startOpenAIWireServer, type WireServer } from "../support/openai-wire-server";
import { tokensOf, type World } from "../support/org-team";
import { callStream } from "../support/sse";
import { setAgent } from "../support/state";
import { pointProviderAt } from "../support/voice";

let world: World;
let t: Record<"athlete" | "athleteB", string>;
let agentId: string;
let wire: WireServer;
let restore: () => void;

beforeAll(async () => {
  world = await makeOrganization();
  t = await tokensOf({ athlete: world.athleteA, athleteB: world.athleteB });
  agentId = (await makeAgent(world.org.id)).id;
  wire = await startOpenAIWireServer();
  restore = pointProviderAt(wire.url);
});

afterAll(async () => {
  restore();
  await wire.close();
});

const modelText = (index = -1) => {
  const request = wire.requests.filter((r) => r.path.startsWith("/v1/chat/completions")).at(index);
  return ((request?.body.messages ?? []) as { content: string }[]).map((m) => String(m.content)).join("\n");
};

describe("POST /chats/send with files", () => {
  it("stores the own file on the user message and sends its text to the model", async () => {
    const file = await upload("Squats: 5 sets of 5 at 80 kg.\nRest 3 minutes.", "plan-zebra.txt", {
      token: t.athlete,
    });
    expect(file.status, JSON.stringify(file.body)).toBe(201);
    const chat = await makeAgentChat(t.athlete, agentId);
    const events = await (
      await callStream(send, {
        token: t.athlete,
        body: { chat: chat._id, message: "What do you think of my plan?", files: [file.body._id] },
      })
    ).sse.rest();
    expect(events.at(-1)?.event, JSON.stringify(events)).toBe("done");
    const user = events.find((e) => e.event === "message" && e.data.role === "user");
    expect(user?.data.files).toEqual([
      expect.objectContaining({ _id: file.body._id, name: "plan-zebra.txt", url: file.body.url }),
    ]);
    expect(user?.data.files[0].type).toMatch(/^text\//);
    expect(modelText()).toContain("Attached file plan-zebra.txt:\nSquats: 5 sets of 5 at 80 kg.");

    const page = await request(chats.history, {
      token: t.athlete,
      query: { chatId: chat._id },
    });
    expect(page.status).toBe(200);
    const stored = page.body.messages.find((m: { role: string }) => m.role === "user");
    expect(stored.files).toEqual([
      expect.objectContaining({ _id: file.body._id, name: "plan-zebra.txt", url: file.body.url }),
    ]);
  });

  it("refuses a file another user uploaded and stores nothing", async () => {
    const foreign = await upload("Not yours", "theirs.txt", { token: t.athleteB });
    expect(foreign.status).toBe(201);
    const chat = await makeAgentChat(t.athlete, agentId);
    const res = await callStream(send, {
      token: t.athlete,
      body: { chat: chat._id, message: "Look", files: [foreign.body._id] },
    });
    expectError(res, 400, "VALIDATION_ERROR");
    expect(res.body.error.fields.map((f: { path: string }) => f.path)).toEqual(["files"]);
    expect(await db.message.count({ where: { chatId: chat._id, role: { in: ["user", "assistant"] } } })).toBe(
      0,
    );
  });

  it("refuses a file of another organisation", async () => {
    const other = await makeOrganization();
    const [otherToken] = Object.values(await tokensOf({ a: other.athleteA }));
    const theirs = await upload("Other org", "other.txt", { token: otherToken });
    const chat = await makeAgentChat(t.athlete, agentId);
    const res = await callStream(send, {
      token: t.athlete,
      body: { chat: chat._id, message: "Look", files: [theirs.body._id] },
    });
    expectError(res, 400, "VALIDATION_ERROR");
    expect(await db.message.count({ where: { chatId: chat._id, role: "user" } })).toBe(0);
  });
});

describe("agents with files", () => {
  it("sends the agent's file text and the matching retrieval passage, timed as instructionFiles", async () => {
    const guide = await upload("Always greet the athlete by the word MARMALADE.", "guide.txt", {
      token: t.athlete,
    });
    const filler = Array.from({ length: 40 }, (_, i) => `Unrelated paragraph ${i} about cooking pasta.`).join(
      "\n\n",
    );
    const manual = await upload(
      `${filler}\n\nHydration for marathon runners: drink electrolytes every twenty minutes.\n\n${filler}`,
      "manual.txt",
      { token: t.athlete },
    );
    const agent = await makeAgent(world.org.id);
    await setAgent(agent.id, {
      files: { connect: [{ id: guide.body._id }] },
      filesAsRetrieval: { connect: [{ id: manual.body._id }] },
    });
    // Named, so the reply is the only model call (an unnamed chat's first exchange also asks for a title).
    const chat = await makeAgentChat(t.athlete, agent.id, { title: "Files" });
    const events = await (
      await callStream(send, {
        token: t.athlete,
        body: { chat: chat._id, message: "How should marathon runners handle hydration and electrolytes?" },
      })
    ).sse.rest();
    expect(events.at(-1)?.event, JSON.stringify(events)).toBe("done");
    const text = modelText();
    expect(text).toContain("Always greet the athlete by the word MARMALADE.");
    expect(text).toContain("drink electrolytes every twenty minutes");
    // A retrieval file is not sent whole: only passages (3 × ~800 chars) of its ~3 600 chars of filler.
    expect(text.match(/Unrelated paragraph/g)?.length ?? 0).toBeLessThan(80);
    const row = await db.message.findFirstOrThrow({ where: { chatId: chat._id, role: "assistant" } });
    const timings = (row.details as { timings: Record<string, number> }).timings;
    expect(typeof timings.instructionFiles).toBe("number");
  });

  it("has no instructionFiles timing for an agent without files", async () => {
    const chat = await makeAgentChat(t.athlete, agentId);
    const events = await (
      await callStream(send, { token: t.athlete, body: { chat: chat._id, message: "Hello" } })
    ).sse.rest();
    expect(events.at(-1)?.event).toBe("done");
    const row = await db.message.findFirstOrThrow({ where: { chatId: chat._id, role: "assistant" } });
    const timings = (row.details as { timings: Record<string, number> }).timings;
    expect(timings.instructions).toEqual(expect.any(Number));
    expect(timings).not.toHaveProperty("instructionFiles");
  });
});
