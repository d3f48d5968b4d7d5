/**
 * The openai provider's voice and files: transcription (audio.transcriptions), speech (audio.speech), ephemeral
 * realtime sessions for the browser, and uploads to OpenAI Files — all through the openai SDK.
 */
import { toFile } from "openai";
import type { ClientSecretCreateParams } from "openai/resources/realtime/client-secrets";
import { firstByteTimeoutMs, openaiClient } from "./openai-client";
import { toProviderError } from "./openai-errors";
import { Watchdog } from "./openai-watchdog";
import type {
  ProviderFileUpload,
  RealtimeSessionRequest,
  RealtimeSessionResult,
  SpeechRequest,
  SpeechResult,
  TranscriptionRequest,
  TranscriptionResult,
} from "./provider";

/** One SDK call with the provider's time limit and the caller's signal; failures as ProviderErrors. */
export async function call<T>(
  signal: AbortSignal | undefined,
  run: (options: { signal: AbortSignal; timeout: number }) => Promise<T>,
): Promise<T> {
  const watchdog = new Watchdog(signal);
  try {
    watchdog.arm(firstByteTimeoutMs());
    return await run({ signal: watchdog.signal, timeout: firstByteTimeoutMs() });
  } catch (error) {
    throw toProviderError(error, watchdog.reason);
  } finally {
    watchdog.dispose();
  }
}

export async function openaiTranscribe(request: TranscriptionRequest): Promise<TranscriptionResult> {
  return call(request.signal, async (options) => {
    const file = await toFile(request.audio, request.fileName, { type: request.mimeType });
    const result = await openaiClient().audio.transcriptions.create(
      { file, model: request.model, language: request.language, response_format: "json" },
      options,
    );
    // Token-billed models (gpt-4o-transcribe) report tokens; whisper-1 reports seconds, which is no token usage.
    const usage =
      result.usage?.type === "tokens"
        ? {
            inputTokens: result.usage.input_tokens,
            outputTokens: result.usage.output_tokens,
            totalTokens: result.usage.total_tokens,
          }
        : null;
    return { text: result.text.trim(), model: request.model, usage };
  });
}

export async function openaiSpeak(request: SpeechRequest): Promise<SpeechResult> {
  return call(request.signal, async (options) => {
    const response = await openaiClient().audio.speech.create(
      { model: request.model, voice: request.voice, input: request.text, response_format: "mp3" },
      options,
    );
    const audio = new Uint8Array(await response.arrayBuffer());
    return { audio, mimeType: "audio/mpeg", model: request.model };
  });
}

/** OpenAI's API, or the compatible server at OPENAI_BASE_URL, without a trailing slash. */
function apiBaseUrl(): string {
  return openaiClient().baseURL.replace(/\/+$/, "");
}

export async function openaiRealtimeSession(request: RealtimeSessionRequest): Promise<RealtimeSessionResult> {
  return call(undefined, async (options) => {
    const secret = await openaiClient().realtime.clientSecrets.create(
      { session: request.session as unknown as ClientSecretCreateParams["session"] },
      options,
    );
    if (!secret.value) throw new Error("The realtime session has no client secret");
    return {
      clientSecret: secret.value,
      expiresAt: secret.expires_at ? new Date(secret.expires_at * 1000).toISOString() : null,
      // The browser posts its WebRTC SDP offer here with the client secret as bearer token.
      url: `${apiBaseUrl()}/realtime/calls`,
    };
  });
}

export async function openaiUploadFile(upload: ProviderFileUpload): Promise<string> {
  return call(undefined, async (options) => {
    const file = await toFile(upload.bytes, upload.name, { type: upload.mimeType });
    const created = await openaiClient().files.create({ file, purpose: upload.purpose }, options);
    return created.id;
  });
}
