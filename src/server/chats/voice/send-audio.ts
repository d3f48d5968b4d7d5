/**
 * POST /chats/send-audio (multipart): a recording becomes a message. Checks that need no audio come first (a chat
 * the caller may write to, open: CHAT_CLOSED), and a retried send (known idFromClient) answers the first one's
 * stream without storing or transcribing again. Then the recording is stored (its type sniffed: the §3 recording
 * types only), transcribed with the caller's voice settings (`language` overrides), and sent as the transcript with
 * the recording attached — the same pipeline, events and idempotency as POST /chats/send.
 */
import type { TTS_VOICES, VOICE_LANGUAGES } from "@/lib/constants";
import { AppError } from "@/lib/errors";
import { getProvider, ProviderError } from "@/server/ai";
import { db } from "@/server/db";
import { storeUpload } from "@/server/files/store-file";
import type { RequestContext } from "@/server/http/context";
import { fileName } from "@/server/http/form";
import type { StreamWriter } from "@/server/http/sse";
import { findWritableChat } from "../scope";
import { appErrorOfProvider } from "../send/provider-error";
import { sendMessage } from "../send/send-message";
import { effectiveVoiceSettings } from "./voice-settings";

export const NOTHING_HEARD_MESSAGE =
  "We could not hear anything in the recording: check your microphone and record again";
export const UNDECODABLE_MESSAGE = "The recording could not be decoded";

export interface SendAudioInput {
  chat: string;
  audio: Blob;
  generateAudio: boolean;
  voice?: (typeof TTS_VOICES)[number];
  idFromClient?: string;
  forceClose: boolean;
  userTimestamp?: Date;
  language?: (typeof VOICE_LANGUAGES)[number];
}

/** The browser's label of the recording; a part sent without a type arrives as application/octet-stream: none. */
function recordingLabel(audio: Blob): string | null {
  const type = audio.type.trim();
  return type === "" || type.toLowerCase() === "application/octet-stream" ? null : type;
}

const onAudio = (message: string) =>
  new AppError("VALIDATION_ERROR", { fields: [{ path: "audio", message }] });

/** What a failed transcription tells the person: the provider's own words where they say what to do. */
function transcriptionError(error: unknown): AppError {
  if (error instanceof ProviderError && error.kind === "bad_request") return onAudio(UNDECODABLE_MESSAGE);
  if (error instanceof ProviderError && error.kind === "unavailable" && /offline/i.test(error.message))
    return new AppError("BAD_REQUEST", { message: error.message, status: 503 });
  return appErrorOfProvider(error);
}

async function transcribe(
  ctx: RequestContext,
  input: SendAudioInput,
  file: { bytes: Uint8Array; name: string; type: string },
) {
  const settings = await effectiveVoiceSettings(ctx);
  const start = Date.now();
  try {
    const result = await getProvider().transcribe({
      audio: file.bytes,
      fileName: file.name,
      mimeType: file.type,
      model: settings.inputAudioTranscription.model,
      language: input.language ?? settings.inputAudioTranscription.language,
    });
    return { text: result.text.trim(), ms: Date.now() - start };
  } catch (error) {
    throw transcriptionError(error);
  }
}

export async function sendAudio(ctx: RequestContext, input: SendAudioInput): Promise<StreamWriter> {
  const chat = await findWritableChat(ctx, input.chat);
  if (chat.closed) throw new AppError("CHAT_CLOSED");
  const base = {
    chat: chat.id,
    generateAudio: input.generateAudio,
    voice: input.voice,
    idFromClient: input.idFromClient,
    forceClose: input.forceClose,
    userTimestamp: input.userTimestamp,
    coachPrompts: [],
    metaInstructions: [],
    allowNoUserInput: false,
  };
  const known = input.idFromClient
    ? await db.message.findUnique({
        where: { chatId_idFromClient: { chatId: chat.id, idFromClient: input.idFromClient } },
        select: { id: true },
      })
    : null;
  // sendMessage answers a known idFromClient with the first send's stream before it looks at the message.
  if (known) return sendMessage(ctx, { ...base, message: "", files: [], allowNoUserInput: true });

  const bytes = new Uint8Array(await input.audio.arrayBuffer());
  const name = fileName(input.audio, "recording");
  const recording = await storeUpload(ctx, {
    bytes,
    name,
    declaredType: recordingLabel(input.audio),
    accept: "recording",
  });
  const transcript = await transcribe(ctx, input, { bytes, name, type: recording.type ?? "audio/webm" });
  if (transcript.text === "") throw onAudio(NOTHING_HEARD_MESSAGE);
  return sendMessage(
    ctx,
    { ...base, message: transcript.text, files: [recording.id] },
    { timings: { transcription: transcript.ms }, source: "voice" },
  );
}
