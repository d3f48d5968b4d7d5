/**
 * The offline provider's voice: local engines from Debian's packages (speech: espeak-ng; transcription: ffmpeg
 * to 16 kHz mono WAV, then pocketsphinx). Where no local engine can do it, a ProviderError "unavailable" says so.
 */
import type { SpeechRequest, SpeechResult, TranscriptionRequest, TranscriptionResult } from "./provider";
import { ProviderError } from "./provider";

export async function offlineTranscribe(_request: TranscriptionRequest): Promise<TranscriptionResult> {
  throw new ProviderError("unavailable", "Transcription is not available offline yet");
}

export async function offlineSpeak(_request: SpeechRequest): Promise<SpeechResult> {
  throw new ProviderError("unavailable", "Speech is not available offline yet");
}
