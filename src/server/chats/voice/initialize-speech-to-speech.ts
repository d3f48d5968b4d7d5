/**
 * POST /chats/initialize-speech-to-speech {config, chatId}: what the browser needs to talk with the chat's agent.
 * The chat must be one the caller may write to, with an agent, and open (CHAT_CLOSED otherwise). Settings are the
 * caller's effective voice settings with `config` on top. With a provider that has realtime sessions (openai) the
 * answer holds an ephemeral client secret and the session config; offline it is "turns": the browser records each
 * take and sends it to /chats/send-audio, and plays the spoken reply.
 */
import {
  applyVoicePatch,
  type SpeechToSpeechSession,
  type VoiceSettings,
  type VoiceSettingsPatch,
} from "@/lib/contracts/voice/schemas";
import { AppError, notFound } from "@/lib/errors";
import { getProvider } from "@/server/ai";
import type { RealtimeSessionConfig } from "@/server/ai/provider";
import type { RequestContext } from "@/server/http/context";
import { appErrorOfProvider } from "../send/provider-error";
import { loadReplyInputs } from "../send/reply-inputs";
import { speechInstructions } from "./speech-instructions";
import { effectiveVoiceSettings } from "./voice-settings";

/** The realtime session config in the shape of OpenAI's GA realtime API (client_secrets). */
export function realtimeSessionConfig(settings: VoiceSettings, instructions: string): RealtimeSessionConfig {
  return {
    type: "realtime",
    model: settings.model,
    instructions,
    audio: {
      input: {
        transcription: {
          model: settings.inputAudioTranscription.model,
          language: settings.inputAudioTranscription.language,
        },
        turn_detection: { type: settings.turnDetection.type, eagerness: settings.turnDetection.eagerness },
      },
      output: { voice: settings.voice },
    },
  };
}

export async function initializeSpeechToSpeech(
  ctx: RequestContext,
  input: { chatId: string; config: VoiceSettingsPatch },
): Promise<SpeechToSpeechSession> {
  const [inputs, effective] = await Promise.all([
    loadReplyInputs(ctx, input.chatId),
    effectiveVoiceSettings(ctx),
  ]);
  const { chat } = inputs;
  if (chat.closed) throw new AppError("CHAT_CLOSED");
  if (chat.type !== "agent_chat" || !chat.agent)
    throw new AppError("BAD_REQUEST", { message: "Speech-to-speech needs a chat with an agent" });
  if (!chat.agent.inScope) throw notFound("Agent");
  const settings = applyVoicePatch(effective, input.config);
  const instructions = speechInstructions(ctx, inputs, { simplify: settings.simplifyInstructions });
  const provider = getProvider();
  const session = realtimeSessionConfig(settings, instructions);
  let realtime: Awaited<ReturnType<typeof provider.createRealtimeSession>>;
  try {
    realtime = await provider.createRealtimeSession({ session });
  } catch (error) {
    throw appErrorOfProvider(error);
  }
  return {
    chatId: chat.id,
    provider: provider.name,
    mode: realtime ? "realtime" : "turns",
    settings,
    instructions,
    clientSecret: realtime?.clientSecret ?? null,
    expiresAt: realtime?.expiresAt ?? null,
    realtimeUrl: realtime?.url ?? null,
    session: realtime ? session : null,
  };
}
