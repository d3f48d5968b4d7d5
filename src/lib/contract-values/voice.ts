import type * as contract from "@/lib/contracts/voice";

export const REALTIME_MODELS: typeof contract.REALTIME_MODELS = [
  "gpt-4o-mini-realtime-preview",
  "gpt-realtime-2025-08-28",
];
export const DEFAULT_TTS_VOICE: typeof contract.DEFAULT_TTS_VOICE = "alloy";
export const VOICE_DEFAULTS: typeof contract.VOICE_DEFAULTS = {
  voice: "sage",
  model: "gpt-4o-mini-realtime-preview",
  turnDetection: { type: "semantic_vad", eagerness: "low" },
  inputAudioTranscription: { model: "gpt-4o-transcribe", language: "en" },
  simplifyInstructions: false,
  showAudioVisualization: true,
};

/** `base` with `patch` on top, the nested turnDetection and inputAudioTranscription field by field. */
export const applyVoicePatch: typeof contract.applyVoicePatch = (base, patch) => {
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
};
