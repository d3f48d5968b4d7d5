/**
 * The offline provider's voice: local engines from Debian's packages (speech: espeak-ng; transcription: ffmpeg
 * to 16 kHz mono WAV, then pocketsphinx). Where no local engine can do it, a ProviderError "unavailable" says so.
 */
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { notInstalled, runEngine } from "./offline-engines";
import type { SpeechRequest, SpeechResult, TranscriptionRequest, TranscriptionResult } from "./provider";
import { ProviderError } from "./provider";

/** pocketsphinx-en-us's acoustic model: pocketsphinx_continuous's default, and the only language it has. */
const ENGLISH_MODEL_DIR = "/usr/share/pocketsphinx/model/en-us/en-us";

/** espeak-ng's voice for each §3 voice language. */
const ESPEAK_LANGUAGES: Record<string, string> = {
  en: "en-us",
  es: "es",
  pt: "pt",
  fr: "fr-fr",
  de: "de",
  it: "it",
};

/** Each §3 text-to-speech voice as an espeak-ng variant and pitch (0–99), so the voices sound different. */
const ESPEAK_VOICES: Record<string, { variant: string; pitch: number }> = {
  alloy: { variant: "", pitch: 50 },
  echo: { variant: "m3", pitch: 40 },
  fable: { variant: "m7", pitch: 60 },
  nova: { variant: "f3", pitch: 65 },
  onyx: { variant: "m1", pitch: 25 },
  shimmer: { variant: "f4", pitch: 75 },
};

const FILE_EXTENSIONS: Record<string, string> = {
  "audio/webm": "webm",
  "audio/ogg": "ogg",
  "audio/mp4": "m4a",
  "audio/mpeg": "mp3",
  "audio/wav": "wav",
  "audio/x-wav": "wav",
};

/** espeak-ng's --stdout WAV is streamed: its RIFF and data sizes are placeholders. Fix them for players. */
function withWavSizes(wav: Buffer): Buffer {
  if (
    wav.length >= 44 &&
    wav.toString("ascii", 0, 4) === "RIFF" &&
    wav.toString("ascii", 36, 40) === "data"
  ) {
    wav.writeUInt32LE(wav.length - 8, 4);
    wav.writeUInt32LE(wav.length - 44, 40);
  }
  return wav;
}

/** Markdown marks and links would be read out: speak the words only. */
function speakable(text: string): string {
  return text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`#>|~]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

export async function offlineSpeak(request: SpeechRequest): Promise<SpeechResult> {
  const language = (request.language ?? "en").toLowerCase().slice(0, 2);
  const espeakLanguage = ESPEAK_LANGUAGES[language];
  if (!espeakLanguage)
    throw new ProviderError("unavailable", `Speech in ${language} is not available offline`);
  const text = speakable(request.text);
  if (!text) throw new ProviderError("bad_request", "There is no text to speak");
  const voice = ESPEAK_VOICES[request.voice] ?? ESPEAK_VOICES.alloy;
  const wav = await runEngine({
    command: "espeak-ng",
    // The text goes through stdin: as an argument, a text starting with "-" would be read as an option.
    args: [
      "-v",
      voice.variant ? `${espeakLanguage}+${voice.variant}` : espeakLanguage,
      "-p",
      String(voice.pitch),
      "-s",
      "160",
      "--stdin",
      "--stdout",
    ],
    input: text,
    signal: request.signal,
    task: "Speech",
  });
  if (wav.length <= 44) throw new ProviderError("unavailable", "Speech failed: espeak-ng produced no audio");
  return { audio: new Uint8Array(withWavSizes(wav)), mimeType: "audio/wav", model: "espeak-ng" };
}

export async function offlineTranscribe(request: TranscriptionRequest): Promise<TranscriptionResult> {
  const language = request.language.toLowerCase();
  if (!language.startsWith("en"))
    throw new ProviderError("unavailable", `Transcription in ${request.language} is not available offline`);
  if (!existsSync(ENGLISH_MODEL_DIR)) throw notInstalled("Transcription", "pocketsphinx-en-us");

  const dir = await mkdtemp(join(tmpdir(), "offline-transcribe-"));
  try {
    const input = join(dir, `recording.${FILE_EXTENSIONS[request.mimeType] ?? "bin"}`);
    const wav = join(dir, "speech-16k.wav");
    await writeFile(input, request.audio);
    await runEngine({
      command: "ffmpeg",
      // Half a second of silence around the speech: pocketsphinx misses words that start or end the audio.
      args: [
        ...["-nostdin", "-hide_banner", "-loglevel", "error", "-y", "-i", input],
        ...["-af", "adelay=500:all=1,apad=pad_dur=0.5", "-ar", "16000", "-ac", "1", "-f", "wav", wav],
      ],
      signal: request.signal,
      task: "Transcription",
      failed: () => new ProviderError("bad_request", "The recording could not be decoded"),
    });
    const out = await runEngine({
      command: "pocketsphinx_continuous",
      args: ["-infile", wav, "-logfn", "/dev/null"],
      signal: request.signal,
      task: "Transcription",
    });
    const text = out
      .toString("utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean)
      .join(" ");
    return { text, model: "pocketsphinx", usage: null };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
