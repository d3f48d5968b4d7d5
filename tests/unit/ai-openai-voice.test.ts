import { afterEach, describe, expect, it } from "vitest";
import { openaiProvider } from "@/server/ai/openai-provider";
import type { RealtimeSessionConfig } from "@/server/ai/provider";
import { WIRE_SPEECH_BYTES } from "../support/openai-wire-server";
import { providerFailure } from "../support/provider-error";
import { wireSuite } from "../support/wire-suite";

const wire = wireSuite({ provider: true, resetEach: true });

afterEach(() => {
  delete process.env.OPENAI_TIMEOUT_MS;
});

const recording = new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4, 5, 6, 7, 8]);
const transcription = {
  audio: recording,
  fileName: "recording.webm",
  mimeType: "audio/webm",
  model: "gpt-4o-transcribe",
  language: "es",
};

describe("openai provider: transcription", () => {
  it("sends the file, model and language and answers the text with its usage", async () => {
    wire.setScript({
      transcript: "  Quiero correr un maratón.  ",
      usage: { prompt_tokens: 30, completion_tokens: 7 },
    });
    const result = await openaiProvider().transcribe(transcription);
    expect(result).toEqual({
      text: "Quiero correr un maratón.",
      model: "gpt-4o-transcribe",
      usage: { inputTokens: 30, outputTokens: 7, totalTokens: 37 },
    });
    expect(wire.requests).toHaveLength(1);
    const [request] = wire.requests;
    expect(request.path).toBe("/v1/audio/transcriptions");
    expect(request.headers.authorization).toBe("Bearer test-key");
    expect(request.body).toMatchObject({ model: "gpt-4o-transcribe", language: "es" });
    expect(request.files.file.name).toBe("recording.webm");
    expect(request.files.file.type).toBe("audio/webm");
    expect(Array.from(request.files.file.bytes)).toEqual(Array.from(recording));
  });

  it("answers null usage when the server reports none", async () => {
    wire.setScript({ transcript: "Hello", usage: false });
    const result = await openaiProvider().transcribe({ ...transcription, language: "en" });
    expect(result.usage).toBeNull();
    expect(result.text).toBe("Hello");
  });

  it("maps a 429 to rate_limited and a 500 to unavailable", async () => {
    wire.setScript({ status: 429 });
    const limited = await providerFailure(() => openaiProvider().transcribe(transcription));
    expect(limited.kind).toBe("rate_limited");
    expect(limited.status).toBe(429);

    wire.setScript({ status: 500 });
    const failed = await providerFailure(() => openaiProvider().transcribe(transcription));
    expect(failed.kind).toBe("unavailable");
    expect(failed.status).toBe(500);
  });

  it("times out when the server does not answer in time", async () => {
    process.env.OPENAI_TIMEOUT_MS = "100";
    wire.setScript({ firstTokenDelayMs: 2000 });
    const error = await providerFailure(() => openaiProvider().transcribe(transcription));
    expect(error.kind).toBe("timeout");
  });
});

describe("openai provider: speech", () => {
  it("asks for mp3 with the voice and model and answers the bytes as audio/mpeg", async () => {
    const result = await openaiProvider().speak({
      text: "Great job today.",
      voice: "nova",
      model: "gpt-4o-mini-tts",
      language: "en",
    });
    expect(result.mimeType).toBe("audio/mpeg");
    expect(result.model).toBe("gpt-4o-mini-tts");
    expect(Array.from(result.audio)).toEqual(Array.from(WIRE_SPEECH_BYTES));
    expect(wire.requests).toHaveLength(1);
    expect(wire.requests[0].path).toBe("/v1/audio/speech");
    expect(wire.requests[0].body).toEqual({
      model: "gpt-4o-mini-tts",
      voice: "nova",
      input: "Great job today.",
      response_format: "mp3",
    });
  });

  it("maps a 429 to rate_limited", async () => {
    wire.setScript({ status: 429 });
    const error = await providerFailure(() =>
      openaiProvider().speak({ text: "Hi", voice: "alloy", model: "gpt-4o-mini-tts" }),
    );
    expect(error.kind).toBe("rate_limited");
  });
});

const SESSION: RealtimeSessionConfig = {
  type: "realtime",
  model: "gpt-4o-mini-realtime-preview",
  instructions: "Be brief.",
  audio: {
    input: { transcription: { model: "whisper-1" }, turn_detection: { type: "semantic_vad" } },
    output: { voice: "sage" },
  },
};

describe("openai provider: realtime session", () => {
  it("creates an ephemeral client secret for the session and names the WebRTC URL", async () => {
    const session = SESSION;
    const before = Date.now();
    const result = await openaiProvider().createRealtimeSession({ session });
    expect(result).not.toBeNull();
    expect(result?.clientSecret).toMatch(/^ek_wire_/);
    expect(result?.url).toBe(`${wire.url}/realtime/calls`);
    const expiresAt = Date.parse(result?.expiresAt ?? "");
    expect(expiresAt).toBeGreaterThan(before);
    expect(wire.requests).toHaveLength(1);
    expect(wire.requests[0].path).toBe("/v1/realtime/client_secrets");
    expect(wire.requests[0].body).toEqual({ session });
  });

  it("maps a 500 to unavailable", async () => {
    wire.setScript({ status: 500 });
    const error = await providerFailure(() => openaiProvider().createRealtimeSession({ session: SESSION }));
    expect(error.kind).toBe("unavailable");
  });
});

describe("openai provider: file upload", () => {
  it("uploads the file with its purpose and answers the id", async () => {
    const bytes = new TextEncoder().encode("# Plan\nRun three times a week.");
    const id = await openaiProvider().uploadFile({
      bytes,
      name: "plan.md",
      mimeType: "text/markdown",
      purpose: "assistants",
    });
    expect(id).toMatch(/^file-wire-/);
    expect(wire.requests).toHaveLength(1);
    const [request] = wire.requests;
    expect(request.path).toBe("/v1/files");
    expect(request.body).toEqual({ purpose: "assistants" });
    expect(request.files.file.name).toBe("plan.md");
    expect(new TextDecoder().decode(request.files.file.bytes)).toBe("# Plan\nRun three times a week.");
  });

  it("maps a 429 to rate_limited", async () => {
    wire.setScript({ status: 429 });
    const error = await providerFailure(() =>
      openaiProvider().uploadFile({
        bytes: new Uint8Array([1]),
        name: "a.txt",
        mimeType: "text/plain",
        purpose: "user_data",
      }),
    );
    expect(error.kind).toBe("rate_limited");
  });
});
