/**
 * Voice: §3 Chat voice settings and their defaults (§9), the text-to-speech and realtime lists, and the bodies of
 * POST /chats/send-audio (multipart), POST /chats/initialize-speech-to-speech, and the extra voice endpoints.
 */
import { z } from "zod";
import { REALTIME_VOICES, TTS_VOICES, VOICE_LANGUAGES, VOICE_SENSITIVITIES } from "../constants";
import { dateValue, objectId } from "./common";

export const REALTIME_MODELS = ["gpt-4o-mini-realtime-preview", "gpt-realtime-2025-08-28"] as const;
export const TRANSCRIPTION_MODEL = "gpt-4o-transcribe";
export const SPEECH_MODEL = "gpt-4o-mini-tts";
export const DEFAULT_TTS_VOICE = "alloy" satisfies (typeof TTS_VOICES)[number];

/** §3 Chat voice settings with the §3/§9 defaults. */
export const VOICE_DEFAULTS = {
  voice: "sage",
  model: "gpt-4o-mini-realtime-preview",
  turnDetection: { type: "semantic_vad", eagerness: "low" },
  inputAudioTranscription: { model: TRANSCRIPTION_MODEL, language: "en" },
  simplifyInstructions: false,
  showAudioVisualization: true,
} as const satisfies VoiceSettings;

export interface VoiceSettings {
  voice: (typeof REALTIME_VOICES)[number];
  model: string;
  turnDetection: { type: "semantic_vad"; eagerness: (typeof VOICE_SENSITIVITIES)[number] };
  inputAudioTranscription: { model: string; language: (typeof VOICE_LANGUAGES)[number] };
  simplifyInstructions: boolean;
  showAudioVisualization: boolean;
}

/** Any subset of the settings: a stored row or a request's `config` overrides the layer beneath it. */
export const voiceSettingsPatchSchema = z
  .object({
    voice: z.enum(REALTIME_VOICES).optional(),
    model: z.string().trim().min(1).max(100).optional(),
    turnDetection: z
      .object({
        type: z.literal("semantic_vad").optional(),
        eagerness: z.enum(VOICE_SENSITIVITIES).optional(),
      })
      .strict()
      .optional(),
    inputAudioTranscription: z
      .object({
        model: z.string().trim().min(1).max(100).optional(),
        language: z.enum(VOICE_LANGUAGES).optional(),
      })
      .strict()
      .optional(),
    simplifyInstructions: z.boolean().optional(),
    showAudioVisualization: z.boolean().optional(),
  })
  .strict();
export type VoiceSettingsPatch = z.infer<typeof voiceSettingsPatchSchema>;

/** `base` with `patch` on top, the nested turnDetection and inputAudioTranscription field by field. */
export function applyVoicePatch(
  base: VoiceSettings,
  patch: VoiceSettingsPatch | null | undefined,
): VoiceSettings {
  if (!patch) return base;
  return {
    voice: patch.voice ?? base.voice,
    model: patch.model ?? base.model,
    turnDetection: {
      type: "semantic_vad",
      eagerness: patch.turnDetection?.eagerness ?? base.turnDetection.eagerness,
    },
    inputAudioTranscription: {
      model: patch.inputAudioTranscription?.model ?? base.inputAudioTranscription.model,
      language: patch.inputAudioTranscription?.language ?? base.inputAudioTranscription.language,
    },
    simplifyInstructions: patch.simplifyInstructions ?? base.simplifyInstructions,
    showAudioVisualization: patch.showAudioVisualization ?? base.showAudioVisualization,
  };
}

/** Extra: GET /chats/voice-settings answers the caller's effective settings and where each layer stands. */
export interface VoiceSettingsView {
  /** What applies to the caller: defaults ← organisation ← user. */
  effective: VoiceSettings;
  organization: VoiceSettingsPatch | null;
  user: VoiceSettingsPatch | null;
}

/** Extra: PUT /chats/voice-settings. `organization` scope: admins only. */
export const updateVoiceSettingsSchema = z
  .object({ scope: z.enum(["user", "organization"]).default("user"), settings: voiceSettingsPatchSchema })
  .strict();

/** POST /chats/initialize-speech-to-speech {config, chatId} */
export const initializeSpeechToSpeechSchema = z
  .object({ chatId: objectId, config: voiceSettingsPatchSchema.default({}) })
  .strict();

/**
 * What the browser needs to open a session. `realtime`: an OpenAI realtime session over WebRTC with the
 * ephemeral `clientSecret`. `turns` (offline provider): the browser takes turns itself — it records until the
 * speaker pauses (sensitivity from `turnDetection.eagerness`), sends the take to /chats/send-audio with
 * generateAudio, and plays the spoken reply.
 */
export interface SpeechToSpeechSession {
  chatId: string;
  provider: "openai" | "offline";
  mode: "realtime" | "turns";
  settings: VoiceSettings;
  /** The chat's assembled instructions (simplified when simplifyInstructions). */
  instructions: string;
  clientSecret: string | null;
  expiresAt: string | null;
  /** Where the browser posts its SDP offer (realtime mode). */
  realtimeUrl: string | null;
  /** The realtime session config sent to the provider (realtime mode). */
  session: Record<string, unknown> | null;
}

/**
 * POST /chats/send-audio (multipart): the other fields as text. The route adds the recording (`audio`, a
 * formFile) and the rule that `chat` or `chatId` is given.
 */
export const sendAudioFields = z.object({
  chat: objectId.optional(),
  chatId: objectId.optional(),
  generateAudio: z
    .enum(["true", "false", "1", "0", "on", "off"])
    .optional()
    .transform((v) => v === "true" || v === "1" || v === "on"),
  voice: z.enum(TTS_VOICES).optional(),
  idFromClient: z.string().trim().min(1).max(100).optional(),
  forceClose: z
    .enum(["true", "false", "1", "0", "on", "off"])
    .optional()
    .transform((v) => v === "true" || v === "1" || v === "on"),
  userTimestamp: dateValue.optional(),
  /** Overrides the transcription language of the voice settings. */
  language: z.enum(VOICE_LANGUAGES).optional(),
});

/** Extra: POST /chats/voice-transcripts — a realtime session's transcripts, stored as the chat's messages. */
export const voiceTranscriptsSchema = z
  .object({
    chatId: objectId,
    items: z
      .array(
        z
          .object({
            role: z.enum(["user", "assistant"]),
            message: z.string().trim().min(1, "Field is required").max(20_000),
            /** The realtime item id: a retried post stores each transcript once. */
            idFromClient: z.string().trim().min(1).max(100),
          })
          .strict(),
      )
      .min(1)
      .max(50),
  })
  .strict();
export type VoiceTranscriptsInput = z.infer<typeof voiceTranscriptsSchema>;
