/**
 * Voice: §3 Chat voice settings and their defaults (§9), the text-to-speech and realtime lists, and the bodies of
 * POST /chats/send-audio (multipart), POST /chats/initialize-speech-to-speech, and the extra voice endpoints.
 */
import { z } from "zod";
import { idOut } from "@/lib/api/wire";
import { REALTIME_VOICES, TTS_VOICES, VOICE_LANGUAGES, VOICE_SENSITIVITIES } from "@/lib/constants";
import { chatMessageSchema } from "@/lib/contracts/chats/schemas";
import { dateValue, MESSAGES, objectId } from "@/lib/contracts/common";
import { formFile } from "@/lib/contracts/files/schemas";
import { applyVoicePatch, DEFAULT_TTS_VOICE, VOICE_DEFAULTS } from "@/lib/contracts/voice/values";

export const SPEECH_MODEL = "gpt-4o-mini-tts";

/** §3 Chat voice settings, every field (as answered). */
export const voiceSettingsSchema = z.strictObject({
  voice: z.enum(REALTIME_VOICES),
  model: z.string(),
  turnDetection: z.strictObject({ type: z.literal("semantic_vad"), eagerness: z.enum(VOICE_SENSITIVITIES) }),
  inputAudioTranscription: z.strictObject({ model: z.string(), language: z.enum(VOICE_LANGUAGES) }),
  simplifyInstructions: z.boolean(),
  showAudioVisualization: z.boolean(),
});
export type VoiceSettings = z.output<typeof voiceSettingsSchema>;

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

/** Extra: GET /chats/voice-settings answers the caller's effective settings and where each layer stands. */
export const voiceSettingsViewSchema = z.strictObject({
  /** What applies to the caller: defaults ← organisation ← user. */
  effective: voiceSettingsSchema,
  /** The stored layers (every field, as the type of a patch on the layer beneath). */
  organization: voiceSettingsPatchSchema.nullable(),
  user: voiceSettingsPatchSchema.nullable(),
});
export type VoiceSettingsView = z.output<typeof voiceSettingsViewSchema>;

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
export const speechToSpeechSessionSchema = z.strictObject({
  chatId: idOut,
  provider: z.enum(["openai", "offline"]),
  mode: z.enum(["realtime", "turns"]),
  settings: voiceSettingsSchema,
  /** The chat's assembled instructions (simplified when simplifyInstructions). */
  instructions: z.string(),
  clientSecret: z.string().nullable(),
  expiresAt: z.string().nullable(),
  /** Where the browser posts its SDP offer (realtime mode). */
  realtimeUrl: z.string().nullable(),
  /** The realtime session config sent to the provider (realtime mode; free-form). */
  session: z.record(z.string(), z.unknown()).nullable(),
});
export type SpeechToSpeechSession = z.output<typeof speechToSpeechSessionSchema>;

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

/** POST /chats/send-audio: the fields with the recording, and the rule that `chat` or `chatId` is given. */
export const sendAudioFormSchema = sendAudioFields
  .extend({ audio: formFile })
  .refine((form) => form.chat || form.chatId, { path: ["chat"], message: MESSAGES.thisFieldRequired })
  .transform(({ chatId, ...form }) => ({ ...form, chat: (form.chat ?? chatId) as string }));

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

/** POST /chats/voice-transcripts answers the stored messages, one per item. */
export const voiceTranscriptsResultSchema = z.strictObject({ messages: z.array(chatMessageSchema) });

// Defined without zod in values.ts, which browser code imports.
export { applyVoicePatch, DEFAULT_TTS_VOICE, VOICE_DEFAULTS };
