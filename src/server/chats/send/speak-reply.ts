/**
 * generateAudio: the finished reply spoken (the payload's voice, else the default; the language of the caller's
 * voice settings), stored as a File and attached to the reply. A failure loses nothing: the text reply stands and
 * the reason goes to the message details.
 */
import { DEFAULT_TTS_VOICE, SPEECH_MODEL } from "@/lib/contracts/voice/schemas";
import { getProvider } from "@/server/ai";
import { storeGenerated } from "@/server/files/store-file";
import type { RequestContext } from "@/server/http/context";
import { describeError, log } from "@/server/log";
import { speakableText } from "../voice/speakable-text";
import { effectiveVoiceSettings } from "../voice/voice-settings";

export interface SpokenReply {
  fileId: string | null;
  ms: number;
  error: string | null;
}

export async function speakReply(
  ctx: RequestContext,
  messageId: string,
  text: string,
  voice: string | null,
): Promise<SpokenReply> {
  const start = Date.now();
  try {
    const settings = await effectiveVoiceSettings(ctx);
    const speech = await getProvider().speak({
      text: speakableText(text),
      voice: voice ?? DEFAULT_TTS_VOICE,
      model: SPEECH_MODEL,
      language: settings.inputAudioTranscription.language,
    });
    const extension = speech.mimeType === "audio/wav" ? "wav" : "mp3";
    const file = await storeGenerated(ctx, {
      bytes: speech.audio,
      name: `reply-${messageId}.${extension}`,
      type: speech.mimeType,
    });
    return { fileId: file.id, ms: Date.now() - start, error: null };
  } catch (error) {
    log.warn("reply speech failed", { messageId, ...describeError(error) });
    const reason = error instanceof Error ? error.message : "Speech failed";
    return { fileId: null, ms: Date.now() - start, error: reason };
  }
}
