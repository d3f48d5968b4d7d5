import type { TTS_VOICES } from "@/lib/constants";
import type { VoiceSettings, VoiceSettingsPatch } from "@/lib/contracts/voice/schemas";

export const TRANSCRIPTION_MODEL = "gpt-4o-transcribe";
export const REALTIME_MODELS = ["gpt-4o-mini-realtime-preview", "gpt-realtime-2025-08-28"] as const;
export const DEFAULT_TTS_VOICE = "alloy" satisfies (typeof TTS_VOICES)[number];
export const VOICE_DEFAULTS = {
  voice: "sage",
  model: "gpt-4o-mini-realtime-preview",
  turnDetection: { type: "semantic_vad", eagerness: "low" },
  inputAudioTranscription: { model: TRANSCRIPTION_MODEL, language: "en" },
  simplifyInstructions: false,
  showAudioVisualization: true,
} as const satisfies VoiceSettings;

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
