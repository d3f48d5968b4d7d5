/**
 * Voice test helpers: POST /chats/send-audio with a real multipart body (answering the raw Response, an SSE stream
 * or the JSON §8 envelope), recordings made with espeak-ng and converted by ffmpeg, and switching the AI provider to
 * the OpenAI wire server and back.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { POST as sendAudioRoute } from "@/app/api/chats/send-audio/route";
import { multipartRequest } from "./files";
import { readSse, type SseEvent } from "./sse";

/** Posts a recording; `type` is the browser's label of the Blob. */
export function postAudio(
  token: string,
  fields: Record<string, string>,
  audio: { bytes: Uint8Array; name: string; type?: string },
): Promise<Response> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append("audio", new Blob([audio.bytes as BlobPart], { type: audio.type ?? "" }), audio.name);
  return sendAudioRoute(multipartRequest("http://localhost/api/chats/send-audio", form, { token }), {
    params: Promise.resolve({}),
  });
}

export type RecordingFormat = "wav" | "webm" | "ogg" | "m4a" | "mp3";

/** One espeak-ng take of `text`, converted to each format (opus in webm/ogg/m4a, mp3, wav). */
export function makeRecordings(text: string): Record<RecordingFormat, Uint8Array> {
  const dir = mkdtempSync(join(tmpdir(), "chat-voice-"));
  const wav = join(dir, "take.wav");
  execFileSync("espeak-ng", ["-v", "en-us", "-w", wav, text]);
  const convert = (name: string, args: string[]) => {
    const out = join(dir, name);
    execFileSync("ffmpeg", ["-y", "-loglevel", "error", "-i", wav, ...args, out]);
    return new Uint8Array(readFileSync(out));
  };
  return {
    wav: new Uint8Array(readFileSync(wav)),
    webm: convert("take.webm", ["-c:a", "libopus"]),
    ogg: convert("take.ogg", ["-c:a", "libopus"]),
    m4a: convert("take.m4a", ["-c:a", "aac"]),
    mp3: convert("take.mp3", ["-c:a", "libmp3lame"]),
  };
}

/** Points the app at the wire server (AI_PROVIDER=openai); answers a function that restores the env. */
export function pointProviderAt(url: string): () => void {
  const saved = {
    AI_PROVIDER: process.env.AI_PROVIDER,
    OPENAI_API_KEY: process.env.OPENAI_API_KEY,
    OPENAI_BASE_URL: process.env.OPENAI_BASE_URL,
  };
  process.env.AI_PROVIDER = "openai";
  process.env.OPENAI_API_KEY = "test-key";
  process.env.OPENAI_BASE_URL = url;
  return () => {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  };
}

export interface AudioCall {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: JSON from the wire has no static type.
  body: any;
  /** Every event of the stream (empty for a JSON answer). */
  events: SseEvent[];
}

/** postAudio, read to the end: the stream's events, or the JSON envelope of a refusal. */
export async function sendAudioCall(
  token: string,
  fields: Record<string, string>,
  audio: { bytes: Uint8Array; name: string; type?: string },
): Promise<AudioCall> {
  const res = await postAudio(token, fields, audio);
  if ((res.headers.get("content-type") ?? "").startsWith("text/event-stream"))
    return { status: res.status, body: null, events: await readSse(res).rest() };
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, events: [] };
}

/**
 * Switches the app's provider back and forth within a suite: `toWire()` points it at the wire server (a model),
 * `toOffline()` restores what was set and forces the offline provider.
 */
export function providerSwitch(url: () => string): { toWire: () => void; toOffline: () => void } {
  let restore: () => void = () => {};
  return {
    toWire: () => {
      restore = pointProviderAt(url());
    },
    toOffline: () => {
      restore();
      restore = () => {};
      process.env.AI_PROVIDER = "offline";
    },
  };
}
