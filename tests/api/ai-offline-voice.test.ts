// The offline provider's local voice engines (espeak-ng, ffmpeg, pocketsphinx from Debian's packages, which
// `npm test` installs for api runs). In the api project because it needs those packages, not the database.
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { offlineProvider } from "@/server/ai/offline-provider";
import { providerFailure } from "../support/provider-error";

const run = promisify(execFile);
let dir: string;
const savedPath = process.env.PATH;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "offline-voice-test-"));
});

afterEach(() => {
  process.env.PATH = savedPath;
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function speak(text: string, voice = "alloy", language = "en") {
  return offlineProvider.speak({ text, voice, language, model: "gpt-4o-mini-tts" });
}

/** What a browser would upload: the offline speech, re-encoded by ffmpeg into another container. */
async function recording(text: string, format: "webm" | "mp3"): Promise<Uint8Array> {
  const speech = await speak(text);
  const wav = join(dir, `${format}-source.wav`);
  const out = join(dir, `recording.${format}`);
  await writeFile(wav, speech.audio);
  const codec = format === "webm" ? ["-c:a", "libopus"] : ["-c:a", "libmp3lame", "-b:a", "128k"];
  await run("ffmpeg", ["-nostdin", "-loglevel", "error", "-y", "-i", wav, ...codec, out]);
  return new Uint8Array(await readFile(out));
}

function transcribe(audio: Uint8Array, mimeType: string, language = "en") {
  return offlineProvider.transcribe({
    audio,
    fileName: `recording.${mimeType === "audio/webm" ? "webm" : "mp3"}`,
    mimeType,
    model: "gpt-4o-transcribe",
    language,
  });
}

describe("offline speech (espeak-ng)", () => {
  it("answers a complete WAV file", async () => {
    const result = await speak("Great session today. Remember to drink water.");
    expect(result.mimeType).toBe("audio/wav");
    expect(result.model).toBe("espeak-ng");
    const audio = Buffer.from(result.audio);
    expect(audio.toString("ascii", 0, 4)).toBe("RIFF");
    expect(audio.toString("ascii", 8, 12)).toBe("WAVE");
    expect(audio.toString("ascii", 36, 40)).toBe("data");
    // Real sizes, not the streaming placeholders espeak-ng writes to stdout.
    expect(audio.readUInt32LE(4)).toBe(audio.length - 8);
    expect(audio.readUInt32LE(40)).toBe(audio.length - 44);
    // About two seconds of 22 kHz 16-bit mono.
    expect(audio.length).toBeGreaterThan(40_000);
  });

  it("sounds different for different voices and languages", async () => {
    const text = "Buenos dias";
    const [alloy, onyx, nova, spanish] = await Promise.all([
      speak(text, "alloy"),
      speak(text, "onyx"),
      speak(text, "nova"),
      speak(text, "alloy", "es"),
    ]);
    const key = (r: { audio: Uint8Array }) => Buffer.from(r.audio).toString("base64");
    expect(new Set([alloy, onyx, nova, spanish].map(key)).size).toBe(4);
  });

  it("says when the engine is not installed", async () => {
    process.env.PATH = join(dir, "no-binaries-here");
    const error = await providerFailure(() => speak("Hello"));
    expect(error.kind).toBe("unavailable");
    expect(error.message).toBe("Speech is not available offline: espeak-ng is not installed");
  });

  it("stops when the caller aborts", async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await providerFailure(() =>
      offlineProvider.speak({ text: "Hello", voice: "alloy", model: "m", signal: controller.signal }),
    );
    expect(error.kind).toBe("aborted");
  });
});

describe("offline transcription (ffmpeg + pocketsphinx)", () => {
  // Phrases whose marked word pocketsphinx reliably recovers from espeak-ng's voice.
  it("transcribes a webm/opus recording", async () => {
    const result = await transcribe(await recording("The weather is very nice", "webm"), "audio/webm");
    expect(result.model).toBe("pocketsphinx");
    expect(result.usage).toBeNull();
    expect(result.text.toLowerCase()).toContain("weather");
  });

  it("transcribes an mp3 recording", async () => {
    const result = await transcribe(await recording("The weather is very nice", "mp3"), "audio/mpeg");
    expect(result.text.toLowerCase()).toContain("weather");
  });

  it("transcribes another phrase", async () => {
    const result = await transcribe(await recording("I feel great", "webm"), "audio/webm");
    expect(result.text.toLowerCase()).toContain("feel");
  });

  it("is English only", async () => {
    const error = await providerFailure(() => transcribe(new Uint8Array([1, 2, 3]), "audio/webm", "es"));
    expect(error.kind).toBe("unavailable");
    expect(error.message).toBe("Transcription in es is not available offline");
  });

  it("rejects audio that cannot be decoded", async () => {
    const error = await providerFailure(() =>
      transcribe(new TextEncoder().encode("not audio at all"), "audio/webm"),
    );
    expect(error.kind).toBe("bad_request");
    expect(error.message).toBe("The recording could not be decoded");
  });

  it("says when ffmpeg is not installed", async () => {
    process.env.PATH = join(dir, "no-binaries-here");
    const error = await providerFailure(() => transcribe(new Uint8Array([1, 2, 3]), "audio/webm"));
    expect(error.kind).toBe("unavailable");
    expect(error.message).toBe("Transcription is not available offline: ffmpeg is not installed");
  });
});
