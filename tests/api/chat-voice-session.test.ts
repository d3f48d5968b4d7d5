/**
 * Voice settings in layers (defaults ← organisation ← user), initialize-speech-to-speech (offline turns, openai
 * realtime through the wire server), realtime transcripts stored as messages, and realtime usage reports.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { chats } from "@/lib/contracts/chats/endpoints";
import { db } from "@/server/db";
import { caller, request } from "../support/api-client";
import { makeAgent, makeAgentChat, makeUserChat } from "../support/chats";
import { expectError, expectNotFound } from "../support/expect";
import { makeOrganization } from "../support/fixtures";
import { type World, worldTokens } from "../support/org-team";
import { setChat } from "../support/state";
import { wireSuite } from "../support/wire-suite";

let world: World;
let other: World;
let t: Record<"admin" | "coach" | "athlete" | "athleteB" | "otherAdmin" | "otherAthlete", string>;
let agentId: string;

const DEFAULTS = {
  voice: "sage",
  model: "gpt-4o-mini-realtime-preview",
  turnDetection: { type: "semantic_vad", eagerness: "low" },
  inputAudioTranscription: { model: "gpt-4o-transcribe", language: "en" },
  simplifyInstructions: false,
  showAudioVisualization: true,
};

beforeAll(async () => {
  process.env.AI_PROVIDER = "offline";
  world = await makeOrganization();
  other = await makeOrganization();
  t = await worldTokens(world, other);
  agentId = (
    await makeAgent(world.org.id, {
      coreInstruction: "# Coach Pelican\n\nYou are **Coach Pelican**, a *friendly* running coach.",
    })
  ).id;
});

const get = caller(chats.voiceSettings);

describe("voice settings", () => {
  it("answers the defaults when nothing is saved", async () => {
    const res = await get(t.otherAthlete);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ effective: DEFAULTS, organization: null, user: null });
  });

  it("lets an athlete save their own layer", async () => {
    const res = await request(chats.updateVoiceSettings, {
      token: t.athleteB,
      body: {
        scope: "user",
        settings: { voice: "verse", simplifyInstructions: true },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.effective).toEqual({ ...DEFAULTS, voice: "verse", simplifyInstructions: true });
    expect((await get(t.athleteB)).body.effective.voice).toBe("verse");
    expect((await get(t.athlete)).body.effective.voice).toBe("sage");
  });

  it("lets an admin set the organisation's layer, inherited by athletes; coaches and athletes are refused", async () => {
    for (const token of [t.coach, t.athlete]) {
      const refused = await request(chats.updateVoiceSettings, {
        token,
        body: { scope: "organization", settings: { voice: "ash" } },
      });
      expectError(refused, 403, "FORBIDDEN");
    }
    expect(await db.chatVoiceSettings.count({ where: { organizationId: world.org.id } })).toBe(0);
    const res = await request(chats.updateVoiceSettings, {
      token: t.admin,
      body: {
        scope: "organization",
        settings: { voice: "coral", turnDetection: { eagerness: "high" } },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const athlete = await get(t.athlete);
    expect(athlete.body.effective).toEqual({
      ...DEFAULTS,
      voice: "coral",
      turnDetection: { type: "semantic_vad", eagerness: "high" },
    });
    expect(athlete.body.organization).toMatchObject({ voice: "coral" });
    // The user's own layer wins over the organisation's.
    expect((await get(t.athleteB)).body.effective.voice).toBe("verse");
    // Another organisation never sees it.
    expect((await get(t.otherAthlete)).body).toEqual({ effective: DEFAULTS, organization: null, user: null });
    expect((await get(t.otherAdmin)).body.organization).toBeNull();
  });
});

describe("POST /chats/initialize-speech-to-speech offline", () => {
  it("answers turns with the effective settings and config, and the agent's instructions", async () => {
    const chat = await makeAgentChat(t.athlete, agentId);
    const res = await request(chats.initializeSpeechToSpeech, {
      token: t.athlete,
      body: { chatId: chat._id, config: { voice: "ballad", inputAudioTranscription: { language: "es" } } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      chatId: chat._id,
      provider: "offline",
      mode: "turns",
      clientSecret: null,
    });
    const effective = (await get(t.athlete)).body.effective;
    expect(res.body.settings).toEqual({
      ...effective,
      voice: "ballad",
      inputAudioTranscription: { ...effective.inputAudioTranscription, language: "es" },
    });
    expect(res.body.instructions).toContain("**Coach Pelican**");
  });

  it("refuses a chat without an agent", async () => {
    const chat = await makeUserChat(t.coach, world.athleteA.id);
    const res = await request(chats.initializeSpeechToSpeech, { token: t.coach, body: { chatId: chat._id } });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe("Speech-to-speech needs a chat with an agent");
  });

  it("strips markdown with simplifyInstructions", async () => {
    const chat = await makeAgentChat(t.athlete, agentId);
    const res = await request(chats.initializeSpeechToSpeech, {
      token: t.athlete,
      body: { chatId: chat._id, config: { simplifyInstructions: true } },
    });
    expect(res.status).toBe(200);
    expect(res.body.instructions).toContain("You are Coach Pelican, a friendly running coach.");
    expect(res.body.instructions).not.toMatch(/[#*]/);
  });

  it("refuses a closed chat, another user's chat and another organisation", async () => {
    const chat = await makeAgentChat(t.athlete, agentId);
    for (const token of [t.athleteB, t.otherAthlete, t.otherAdmin]) {
      const res = await request(chats.initializeSpeechToSpeech, { token, body: { chatId: chat._id } });
      expectNotFound(res);
    }
    await setChat(chat._id, { closed: true });
    expectError(
      await request(chats.initializeSpeechToSpeech, { token: t.athlete, body: { chatId: chat._id } }),
      409,
      "CHAT_CLOSED",
    );
  });
});

describe("POST /chats/initialize-speech-to-speech with openai", () => {
  const wire = wireSuite({ provider: true });

  it("answers a realtime session with the wire server's secret and sends the session config", async () => {
    const chat = await makeAgentChat(t.athlete, agentId);
    const res = await request(chats.initializeSpeechToSpeech, {
      token: t.athlete,
      body: {
        chatId: chat._id,
        config: {
          voice: "ash",
          turnDetection: { eagerness: "medium" },
          inputAudioTranscription: { language: "de" },
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ provider: "openai", mode: "realtime" });
    expect(res.body.clientSecret).toMatch(/^ek_wire_\d+$/);
    expect(typeof res.body.realtimeUrl).toBe("string");
    const sent = wire.requests.filter((r) => r.path.startsWith("/v1/realtime/client_secrets")).at(-1);
    const session = sent?.body.session;
    expect(session).toMatchObject({
      type: "realtime",
      model: res.body.settings.model,
      audio: {
        input: {
          transcription: { model: "gpt-4o-transcribe", language: "de" },
          turn_detection: { type: "semantic_vad", eagerness: "medium" },
        },
        output: { voice: "ash" },
      },
    });
    expect(session.instructions).toContain("Coach Pelican");
  });

  it("answers an error envelope when the provider refuses the session", async () => {
    const chat = await makeAgentChat(t.athlete, agentId);
    wire.setScript({ status: 500 });
    const res = await request(chats.initializeSpeechToSpeech, {
      token: t.athlete,
      body: { chatId: chat._id },
    });
    wire.setScript({});
    expect(res.status).toBeGreaterThanOrEqual(500);
    expect(res.body.error.isAppError).toBe(true);
    expect(res.body).not.toHaveProperty("clientSecret");
  });
});

describe("POST /chats/voice-transcripts", () => {
  const items = [
    { role: "user" as const, message: "How far should I run today?", idFromClient: "item_u1" },
    { role: "assistant" as const, message: "Five easy kilometres.", idFromClient: "item_a1" },
  ];

  it("stores the items in order, the assistant's as the chat's agent, once", async () => {
    const chat = await makeAgentChat(t.athlete, agentId);
    const res = await request(chats.voiceTranscripts, {
      token: t.athlete,
      body: { chatId: chat._id, items },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.messages.map((m: { role: string }) => m.role)).toEqual(["user", "assistant"]);
    const rows = await db.message.findMany({
      where: { chatId: chat._id, role: { in: ["user", "assistant"] } },
      orderBy: { number: "asc" },
    });
    expect(rows.map((r) => [r.role, r.content, r.userId, r.agentId])).toEqual([
      ["user", "How far should I run today?", world.athleteA.id, null],
      ["assistant", "Five easy kilometres.", null, agentId],
    ]);
    expect(rows[0].number).toEqual(expect.any(Number));
    expect(rows[1].number).toBeGreaterThan(rows[0].number as number);

    const again = await request(chats.voiceTranscripts, {
      token: t.athlete,
      body: { chatId: chat._id, items },
    });
    expect(again.status).toBe(201);
    expect(again.body.messages.map((m: { id: string }) => m.id)).toEqual(rows.map((r) => r.id));
    expect(await db.message.count({ where: { chatId: chat._id, role: { in: ["user", "assistant"] } } })).toBe(
      2,
    );
  });

  it("refuses a closed chat, another user and another organisation", async () => {
    const chat = await makeAgentChat(t.athlete, agentId);
    for (const token of [t.athleteB, t.otherAthlete]) {
      expectNotFound(await request(chats.voiceTranscripts, { token, body: { chatId: chat._id, items } }));
    }
    await setChat(chat._id, { closed: true });
    expectError(
      await request(chats.voiceTranscripts, { token: t.athlete, body: { chatId: chat._id, items } }),
      409,
      "CHAT_CLOSED",
    );
    expect(await db.message.count({ where: { chatId: chat._id, role: { in: ["user", "assistant"] } } })).toBe(
      0,
    );
  });
});

describe("POST /chats/handle-usage for a realtime session", () => {
  it("records speechDeltaInSeconds", async () => {
    const chat = await makeAgentChat(t.athlete, agentId);
    const res = await request(chats.handleUsage, {
      token: t.athlete,
      body: {
        usage: {
          chatId: chat._id,
          inputTokens: 120,
          outputTokens: 80,
          totalTokens: 200,
          model: "gpt-4o-mini-realtime-preview",
          speechDeltaInSeconds: 12.5,
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const row = await db.chatUsage.findUniqueOrThrow({ where: { id: res.body._id } });
    expect(row.speechDeltaInSeconds).toBe(12.5);
    expect(row.totalTokens).toBe(200);
  });
});
