/**
 * The openai provider's voice and files: transcription (audio.transcriptions), speech (audio.speech), ephemeral
 * realtime sessions for the browser, and uploads to OpenAI Files — all through the openai SDK.
 */
import type {
  ProviderFileUpload,
  RealtimeSessionRequest,
  RealtimeSessionResult,
  SpeechRequest,
  SpeechResult,
  TranscriptionRequest,
  TranscriptionResult,
} from "./provider";
import { ProviderError } from "./provider";

export async function openaiTranscribe(_request: TranscriptionRequest): Promise<TranscriptionResult> {
  throw new ProviderError("unavailable", "not implemented yet");
}

export async function openaiSpeak(_request: SpeechRequest): Promise<SpeechResult> {
  throw new ProviderError("unavailable", "not implemented yet");
}

export async function openaiRealtimeSession(
  _request: RealtimeSessionRequest,
): Promise<RealtimeSessionResult> {
  throw new ProviderError("unavailable", "not implemented yet");
}

export async function openaiUploadFile(_file: ProviderFileUpload): Promise<string> {
  throw new ProviderError("unavailable", "not implemented yet");
}
