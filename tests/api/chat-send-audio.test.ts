/**
 * POST /chats/send-audio end to end: each accepted recording type offline (espeak-ng → ffmpeg → pocketsphinx),
 * refusals (type, label, closed chat, foreign chat, offline Spanish), idempotency, the wire server's transcription
 * and speech, and generateAudio (also on POST /chats/send) with a speech failure that keeps the text reply.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { POST as send } from "@/app/api/chats/send/route";
import { chats } from "@/lib/contracts/chats/endpoints";
import { FILE_MESSAGES } from "@/lib/contracts/files/schemas";
import { db } from "@/server/db";
import { request } from "../support/api-client";
import { makeAgent, makeAgentChat } from "../support/chats";
import { expectError, expectNotFound } from "../support/expect";
import { download, keyOf } from "../support/files";
import { makeOrganization } from "../support/fixtures";
import { tokensOf, type World } from "../support/org-team";
import { callStream } from "../support/sse";
import { setChat } from "../support/state";
import { makeRecordings, type RecordingFormat, sendAudioCall } from "../support/voice";
import { wireSuite } from "../support/wire-suite";

let world: World;
let t: Record<"athlete" | "athleteB" | "other", string>;
let agentId: string;
let otherAthleteId: string;
let takes: Record<RecordingFormat, Uint8Array>;

beforeAll(async () => {
  process.env.AI_PROVIDER = "offline";
  process.env.OFFLINE_TOKEN_DELAY_MS = "1";
  world = await makeOrganization();
  const other = await makeOrganization();
  otherAthleteId = other.athleteA.id;
  t = await tokensOf({ athlete: world.athleteA, athleteB: world.athleteB, other: other.athleteA });
  agentId = (await makeAgent(world.org.id)).id;
  takes = makeRecordings("The weather is very nice");
});

const countFiles = () => db.file.count({ where: { organizationId: world.org.id } });

const FORMATS: { format: RecordingFormat; name: string; label: string; sniffed: RegExp }[] = [
  { format: "webm", name: "take.webm", label: "audio/webm", sniffed: /^audio\/webm/ },
  { format: "ogg", name: "take.ogg", label: "audio/ogg", sniffed: /^audio\/ogg/ },
  { format: "m4a", name: "take.m4a", label: "audio/mp4", sniffed: /^audio\/mp4/ },
  { format: "mp3", name: "take.mp3", label: "audio/mpeg", sniffed: /^audio\/mpeg/ },
  { format: "wav", name: "take.wav", label: "audio/wav", sniffed: /^audio\/(x-)?wav/ },
];

describe("POST /chats/send-audio offline, each accepted type", () => {
  for (const { format, name, label, sniffed } of FORMATS) {
    it(`transcribes a ${format} recording and replies`, async () => {
      const chat = await makeAgentChat(t.athlete, agentId);
      const res = await sendAudioCall(
        t.athlete,
        { chat: chat._id },
        { bytes: takes[format], name, type: label },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const user = res.events.find((e) => e.event === "message" && e.data.role === "user");
      expect(user, JSON.stringify(res.events)).toBeDefined();
      expect(user?.data.message.trim()).not.toBe("");
      expect(user?.data.files).toHaveLength(1);
      expect(user?.data.files[0].type).toMatch(sniffed);
      expect(res.events.at(-1)?.event).toBe("done");
      const rows = await db.message.findMany({ where: { chatId: chat._id }, orderBy: { number: "asc" } });
      expect(rows.map((r) => r.role)).toEqual(expect.arrayContaining(["user", "assistant"]));
      const assistant = await db.message.findFirstOrThrow({ where: { chatId: chat._id, role: "assistant" } });
      expect(assistant.content.trim()).not.toBe("");
      const timings = (assistant.details as { timings: Record<string, number> }).timings;
      expect(timings.transcription).toEqual(expect.any(Number));
    });
  }

  it("recovers the spoken words from the wav take", async () => {
    const chat = await makeAgentChat(t.athlete, agentId);
    const res = await sendAudioCall(
      t.athlete,
      { chat: chat._id },
      { bytes: takes.wav, name: "take.wav", type: "audio/wav" },
    );
    const user = res.events.find((e) => e.event === "message" && e.data.role === "user");
    expect(user?.data.message.toLowerCase()).toContain("weather");
  });

  it("accepts the browser's labels with codecs and no label at all", async () => {
    for (const [format, type] of [
      ["webm", "audio/webm;codecs=opus"],
      ["ogg", "audio/ogg; codecs=opus"],
      ["m4a", "audio/mp4;codecs=opus"],
      ["mp3", "audio/mp3"],
      ["wav", ""],
    ] as const) {
      const chat = await makeAgentChat(t.athlete, agentId);
      const res = await sendAudioCall(
        t.athlete,
        { chat: chat._id },
        { bytes: takes[format], name: "t", type },
      );
      expect(res.status, `${type}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.events.at(-1)?.event).toBe("done");
    }
  });
});

describe("POST /chats/send-audio refusals", () => {
  it("refuses a text file renamed .mp3", async () => {
    const chat = await makeAgentChat(t.athlete, agentId);
    const before = await countFiles();
    const res = await sendAudioCall(
      t.athlete,
      { chat: chat._id },
      { bytes: new TextEncoder().encode("just some words"), name: "song.mp3", type: "audio/mpeg" },
    );
    expectError(res, 400, "VALIDATION_ERROR", [{ path: "audio", message: FILE_MESSAGES.recordingType }]);
    expect(await countFiles()).toBe(before);
  });

  it("refuses a wrong label on real audio", async () => {
    for (const type of ["video/webm", "text/plain"]) {
      const chat = await makeAgentChat(t.athlete, agentId);
      const res = await sendAudioCall(
        t.athlete,
        { chat: chat._id },
        { bytes: takes.webm, name: "take.webm", type },
      );
      expectError(res, 400, "VALIDATION_ERROR", [{ path: "audio", message: FILE_MESSAGES.recordingType }]);
      expect(await db.message.count({ where: { chatId: chat._id, role: "user" } })).toBe(0);
    }
  });

  it("refuses a closed chat and creates no File", async () => {
    const chat = await makeAgentChat(t.athlete, agentId);
    await setChat(chat._id, { closed: true });
    const before = await countFiles();
    const res = await sendAudioCall(
      t.athlete,
      { chat: chat._id },
      { bytes: takes.wav, name: "take.wav", type: "audio/wav" },
    );
    expectError(res, 409, "CHAT_CLOSED");
    expect(await countFiles()).toBe(before);
  });

  it("answers 404 for another user's chat and another organisation's user", async () => {
    const chat = await makeAgentChat(t.athlete, agentId);
    const callersFiles = () =>
      db.file.count({ where: { userId: { in: [world.athleteB.id, otherAthleteId] } } });
    const before = await callersFiles();
    for (const token of [t.athleteB, t.other]) {
      const res = await sendAudioCall(token, { chat: chat._id }, { bytes: takes.wav, name: "take.wav" });
      expectNotFound(res);
    }
    expect(await db.message.count({ where: { chatId: chat._id } })).toBe(0);
    expect(await callersFiles()).toBe(before);
  });

  it("answers 503 for Spanish offline", async () => {
    const chat = await makeAgentChat(t.athlete, agentId);
    const res = await sendAudioCall(
      t.athlete,
      { chat: chat._id, language: "es" },
      { bytes: takes.wav, name: "take.wav", type: "audio/wav" },
    );
    expect(res.status).toBe(503);
    expect(res.body.error.message).toBe("Transcription in es is not available offline");
  });

  it("stores one message and one recording for a retried send", async () => {
    const chat = await makeAgentChat(t.athlete, agentId);
    const fields = { chat: chat._id, idFromClient: "take-1" };
    const first = await sendAudioCall(t.athlete, fields, {
      bytes: takes.wav,
      name: "take.wav",
      type: "audio/wav",
    });
    expect(first.events.at(-1)?.event).toBe("done");
    const filesAfterFirst = await countFiles();
    const again = await sendAudioCall(t.athlete, fields, {
      bytes: takes.wav,
      name: "take.wav",
      type: "audio/wav",
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await db.message.count({ where: { chatId: chat._id, role: "user" } })).toBe(1);
    expect(await countFiles()).toBe(filesAfterFirst);
  });
});

/** Sends "Hi" with generateAudio in a new chat of the athlete: the chat and the stream's events. */
async function sendWithAudio() {
  const chat = await makeAgentChat(t.athlete, agentId);
  const body = { chat: chat._id, message: "Hi", generateAudio: true };
  return { chat, events: await (await callStream(send, { token: t.athlete, body })).sse.rest() };
}

describe("generateAudio offline", () => {
  it("speaks the reply as audio/wav on send-audio", async () => {
    const chat = await makeAgentChat(t.athlete, agentId);
    const res = await sendAudioCall(
      t.athlete,
      { chat: chat._id, generateAudio: "true" },
      { bytes: takes.wav, name: "take.wav", type: "audio/wav" },
    );
    const done = res.events.at(-1);
    expect(done?.event, JSON.stringify(res.events)).toBe("done");
    expect(done?.data.message.files.map((f: { type: string }) => f.type)).toEqual(["audio/wav"]);
    const row = await db.message.findFirstOrThrow({ where: { chatId: chat._id, role: "assistant" } });
    expect(row.audioGenerated).toBe(true);
    const timings = (row.details as { timings: Record<string, number> }).timings;
    expect(timings.audio).toEqual(expect.any(Number));
    expect(timings.transcription).toEqual(expect.any(Number));
    // The spoken reply and the recording are the chat's: its participant downloads them, another organisation not.
    const user = res.events.find((e) => e.event === "message" && e.data.role === "user");
    for (const url of [done?.data.message.files[0].url, user?.data.files[0].url]) {
      const mine = await download(keyOf(url), t.athlete);
      expect(mine.status).toBe(200);
      expect(mine.headers.get("content-type")).toMatch(/^audio\//);
      expect((await download(keyOf(url), t.other)).status).toBe(404);
    }
  });

  it("speaks the reply on POST /chats/send", async () => {
    const { chat, events } = await sendWithAudio();
    const done = events.at(-1);
    expect(done?.event).toBe("done");
    expect(done?.data.message.files.map((f: { type: string }) => f.type)).toEqual(["audio/wav"]);
    const row = await db.message.findFirstOrThrow({ where: { chatId: chat._id, role: "assistant" } });
    expect(row.audioGenerated).toBe(true);
  });

  it("does not speak without generateAudio", async () => {
    const chat = await makeAgentChat(t.athlete, agentId);
    const events = await (
      await callStream(send, { token: t.athlete, body: { chat: chat._id, message: "Hi" } })
    ).sse.rest();
    expect(events.at(-1)?.data.message.files).toEqual([]);
    const row = await db.message.findFirstOrThrow({ where: { chatId: chat._id, role: "assistant" } });
    expect(row.audioGenerated).toBe(false);
  });
});

describe("through the wire server", () => {
  const wire = wireSuite({ provider: true });

  it("transcribes with gpt-4o-transcribe in the user's voice language", async () => {
    const put = await request(chats.updateVoiceSettings, {
      token: t.athleteB,
      body: { scope: "user", settings: { inputAudioTranscription: { language: "fr" } } },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    const chat = await makeAgentChat(t.athleteB, agentId);
    wire.setScript({ transcript: "Bonjour, parlons de mon entraînement." });
    const res = await sendAudioCall(
      t.athleteB,
      { chat: chat._id },
      { bytes: takes.webm, name: "take.webm", type: "audio/webm" },
    );
    expect(res.events.at(-1)?.event, JSON.stringify(res)).toBe("done");
    const transcription = wire.requests.filter((r) => r.path.startsWith("/v1/audio/transcriptions")).at(-1);
    expect(transcription?.body).toMatchObject({ model: "gpt-4o-transcribe", language: "fr" });
    const user = res.events.find((e) => e.event === "message" && e.data.role === "user");
    expect(user?.data.message).toBe("Bonjour, parlons de mon entraînement.");
  });

  it("lets the language field override the voice settings, and refuses an empty transcript", async () => {
    const chat = await makeAgentChat(t.athleteB, agentId);
    wire.setScript({ transcript: "Hola." });
    const res = await sendAudioCall(
      t.athleteB,
      { chat: chat._id, language: "es" },
      { bytes: takes.ogg, name: "take.ogg", type: "audio/ogg" },
    );
    expect(res.events.at(-1)?.event, JSON.stringify(res)).toBe("done");
    const transcription = wire.requests.filter((r) => r.path.startsWith("/v1/audio/transcriptions")).at(-1);
    expect(transcription?.body.language).toBe("es");

    wire.setScript({ transcript: "   " });
    const silent = await sendAudioCall(
      t.athleteB,
      { chat: chat._id },
      { bytes: takes.ogg, name: "take.ogg", type: "audio/ogg" },
    );
    expectError(silent, 400, "VALIDATION_ERROR", [
      {
        path: "audio",
        message: "We could not hear anything in the recording: check your microphone and record again",
      },
    ]);
    expect(await db.message.count({ where: { chatId: chat._id, role: "user" } })).toBe(1);
  });

  it("speaks the reply as audio/mpeg with the requested voice", async () => {
    wire.setScript({ reply: "**Keep** going." });
    const chat = await makeAgentChat(t.athlete, agentId);
    const res = await sendAudioCall(
      t.athlete,
      { chat: chat._id, generateAudio: "true", voice: "nova" },
      { bytes: takes.wav, name: "take.wav", type: "audio/wav" },
    );
    const done = res.events.at(-1);
    expect(done?.event, JSON.stringify(res)).toBe("done");
    expect(done?.data.message.files.map((f: { type: string }) => f.type)).toEqual(["audio/mpeg"]);
    const speech = wire.requests.filter((r) => r.path.startsWith("/v1/audio/speech")).at(-1);
    // The spoken text is the reply without markdown, in the speech model.
    expect(speech?.body).toMatchObject({ model: "gpt-4o-mini-tts", voice: "nova", input: "Keep going." });
  });

  it("keeps the text reply and records audioError when speech fails", async () => {
    wire.setScript((body) => (body.input !== undefined ? { status: 500 } : { reply: "Text survives." }));
    const { chat, events } = await sendWithAudio();
    const done = events.at(-1);
    expect(done?.event, JSON.stringify(events)).toBe("done");
    expect(done?.data.message.message).toBe("Text survives.");
    expect(done?.data.message.files).toEqual([]);
    const row = await db.message.findFirstOrThrow({ where: { chatId: chat._id, role: "assistant" } });
    expect(row.content).toBe("Text survives.");
    expect(row.audioGenerated).toBe(false);
    expect((row.details as { audioError?: unknown }).audioError).toBeTruthy();
    // Without a voice in the payload the default one speaks.
    const speech = wire.requests.filter((r) => r.path.startsWith("/v1/audio/speech")).at(-1);
    expect(speech?.body.voice).toBe("alloy");
  });
});
