/**
 * §3 Chat voice settings in layers: the §3/§9 defaults ← the organisation's row (AI config › chat, admins) ← the
 * user's row (preferences). A row holds every field, so a layer is the first row found; a new row starts from the
 * settings it replaces, so saving one field keeps what the layer beneath said about the others.
 */
import type { ChatVoiceSettings as VoiceRow } from "@/generated/prisma/client";
import {
  applyVoicePatch,
  VOICE_DEFAULTS,
  type VoiceSettings,
  type VoiceSettingsPatch,
  type VoiceSettingsView,
} from "@/lib/contracts/voice/schemas";
import { AppError } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";

const DEFAULTS = VOICE_DEFAULTS as unknown as VoiceSettings;

function settingsOf(row: VoiceRow): VoiceSettings {
  return {
    voice: row.voice,
    model: row.model,
    turnDetection: { type: "semantic_vad", eagerness: row.turnDetectionEagerness },
    inputAudioTranscription: {
      model: row.inputAudioTranscriptionModel,
      language: row.inputAudioTranscriptionLanguage,
    },
    simplifyInstructions: row.simplifyInstructions,
    showAudioVisualization: row.showAudioVisualization,
  };
}

async function layers(ctx: RequestContext) {
  const [organization, user] = await Promise.all([
    db.chatVoiceSettings.findUnique({ where: { organizationId: ctx.organizationId } }),
    db.chatVoiceSettings.findUnique({ where: { userId: ctx.user._id } }),
  ]);
  return {
    organization: organization ? settingsOf(organization) : null,
    user: user ? settingsOf(user) : null,
  };
}

/** The settings that apply to the caller. */
export async function effectiveVoiceSettings(ctx: RequestContext): Promise<VoiceSettings> {
  const { organization, user } = await layers(ctx);
  return user ?? organization ?? DEFAULTS;
}

/** GET /chats/voice-settings */
export async function getVoiceSettings(ctx: RequestContext): Promise<VoiceSettingsView> {
  const { organization, user } = await layers(ctx);
  return { effective: user ?? organization ?? DEFAULTS, organization, user };
}

function rowData(settings: VoiceSettings) {
  return {
    voice: settings.voice,
    model: settings.model,
    turnDetectionType: "semantic_vad" as const,
    turnDetectionEagerness: settings.turnDetection.eagerness,
    inputAudioTranscriptionModel: settings.inputAudioTranscription.model,
    inputAudioTranscriptionLanguage: settings.inputAudioTranscription.language,
    simplifyInstructions: settings.simplifyInstructions,
    showAudioVisualization: settings.showAudioVisualization,
  };
}

/** PUT /chats/voice-settings {scope, settings}: the organisation's layer is for its admins. */
export async function updateVoiceSettings(
  ctx: RequestContext,
  input: { scope: "user" | "organization"; settings: VoiceSettingsPatch },
): Promise<VoiceSettingsView> {
  const current = await layers(ctx);
  if (input.scope === "organization") {
    if (ctx.user.role !== "admin" && !ctx.user.isAdminMaster) throw new AppError("FORBIDDEN");
    const data = rowData(applyVoicePatch(current.organization ?? DEFAULTS, input.settings));
    await db.chatVoiceSettings.upsert({
      where: { organizationId: ctx.organizationId },
      create: { ...data, organizationId: ctx.organizationId },
      update: data,
    });
  } else {
    const base = current.user ?? current.organization ?? DEFAULTS;
    const data = rowData(applyVoicePatch(base, input.settings));
    await db.chatVoiceSettings.upsert({
      where: { userId: ctx.user._id },
      create: { ...data, userId: ctx.user._id },
      update: data,
    });
  }
  return getVoiceSettings(ctx);
}
