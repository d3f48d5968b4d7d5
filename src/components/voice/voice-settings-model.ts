/** Voice settings layers for the settings forms (pure, unit-tested). */

import type { VoiceSettings, VoiceSettingsPatch, VoiceSettingsView } from "@/lib/contracts/voice/schemas";
import { applyVoicePatch, VOICE_DEFAULTS } from "@/lib/contracts/voice/values";

export type VoiceScope = "user" | "organization";

/** What applies at `scope` without its own row: the defaults, and for a user also the organisation's. */
export function inheritedVoiceSettings(view: VoiceSettingsView, scope: VoiceScope): VoiceSettings {
  const defaults = VOICE_DEFAULTS as unknown as VoiceSettings;
  return scope === "organization" ? defaults : applyVoicePatch(defaults, view.organization);
}

/** The settings at `scope`: inherited ← its own row. */
export function scopedVoiceSettings(view: VoiceSettingsView, scope: VoiceScope): VoiceSettings {
  return applyVoicePatch(
    inheritedVoiceSettings(view, scope),
    scope === "user" ? view.user : view.organization,
  );
}

/** The PUT body's settings for the form's values. */
export function voicePatch(values: VoiceSettings): VoiceSettingsPatch {
  return {
    voice: values.voice,
    model: values.model,
    turnDetection: { type: "semantic_vad", eagerness: values.turnDetection.eagerness },
    inputAudioTranscription: {
      model: values.inputAudioTranscription.model,
      language: values.inputAudioTranscription.language,
    },
    simplifyInstructions: values.simplifyInstructions,
    showAudioVisualization: values.showAudioVisualization,
  };
}
