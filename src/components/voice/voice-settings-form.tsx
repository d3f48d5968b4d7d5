"use client";

import { useTranslations } from "next-intl";
import * as React from "react";

import { Loaded } from "@/components/management/load-state";
import { useResource } from "@/components/management/use-resource";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { LabelledSwitch } from "@/components/ui/labelled-switch";
import { Select } from "@/components/ui/select";
import { SelectOptions } from "@/components/ui/select-options";
import { chats } from "@/lib/api/browser-endpoints";
import { call, request } from "@/lib/api/call";
import { REALTIME_VOICES, VOICE_LANGUAGES, VOICE_SENSITIVITIES } from "@/lib/constants";
import type { VoiceSettings, VoiceSettingsView } from "@/lib/contracts/voice/schemas";
import { REALTIME_MODELS } from "@/lib/contracts/voice/values";
import { toastSuccess } from "@/lib/toast";
import {
  inheritedVoiceSettings,
  scopedVoiceSettings,
  type VoiceScope,
  voicePatch,
} from "./voice-settings-model";

/**
 * Voice settings (GET/PUT /chats/voice-settings) for one scope: the caller's own ("user") or the organisation's
 * ("organization", admins). Shows the values that apply at that scope and what they would be without it
 * ("Reset to default").
 */
export function VoiceSettingsForm({ scope }: { scope: VoiceScope }) {
  const view = useResource<VoiceSettingsView>(request(chats.voiceSettings, {}));
  return (
    <Loaded resource={view}>
      {(data) => (
        <VoiceSettingsFields key={JSON.stringify(data)} view={data} scope={scope} onSaved={view.setData} />
      )}
    </Loaded>
  );
}

function VoiceSettingsFields({
  view,
  scope,
  onSaved,
}: {
  view: VoiceSettingsView;
  scope: VoiceScope;
  onSaved: (view: VoiceSettingsView) => void;
}) {
  const t = useTranslations("voice");
  const inherited = inheritedVoiceSettings(view, scope);
  const [values, setValues] = React.useState<VoiceSettings>(() => scopedVoiceSettings(view, scope));
  const [saving, setSaving] = React.useState<"save" | "reset" | null>(null);
  const models: string[] = (REALTIME_MODELS as readonly string[]).includes(values.model)
    ? [...REALTIME_MODELS]
    : [...REALTIME_MODELS, values.model];
  const prefix = `voice-${scope}`;

  async function put(settings: VoiceSettings, kind: "save" | "reset") {
    setSaving(kind);
    try {
      const saved = await call(chats.updateVoiceSettings, {
        body: { scope, settings: voicePatch(settings) },
      });
      toastSuccess(t("settings.saved"));
      // The PUT may answer the view or the stored row: read the view again when it is not one.
      if (saved && typeof saved === "object" && "effective" in saved) onSaved(saved);
      else onSaved(await call(chats.voiceSettings, {}));
    } catch {
      // api() toasted the failure.
    } finally {
      setSaving(null);
    }
  }

  function set<K extends keyof VoiceSettings>(key: K, value: VoiceSettings[K]) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  const defaultHint = (value: string) => t("settings.default", { value });

  return (
    <Card>
      <form
        className="grid gap-6"
        aria-label={scope === "user" ? t("settings.userForm") : t("settings.organizationForm")}
        onSubmit={(event) => {
          event.preventDefault();
          void put(values, "save");
        }}
      >
        <CardHeader>
          <CardTitle>
            <h2>{scope === "user" ? t("settings.userTitle") : t("settings.organizationTitle")}</h2>
          </CardTitle>
          <CardDescription>
            {scope === "user" ? t("settings.userDescription") : t("settings.organizationDescription")}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid items-start gap-5 sm:grid-cols-2">
          <FormField
            id={`${prefix}-voice`}
            label={t("settings.voice")}
            description={defaultHint(inherited.voice)}
          >
            <Select
              value={values.voice}
              onChange={(event) => set("voice", event.target.value as VoiceSettings["voice"])}
            >
              <SelectOptions values={REALTIME_VOICES} />
            </Select>
          </FormField>
          <FormField
            id={`${prefix}-model`}
            label={t("settings.model")}
            description={defaultHint(inherited.model)}
          >
            <Select value={values.model} onChange={(event) => set("model", event.target.value)}>
              <SelectOptions values={models} />
            </Select>
          </FormField>
          <FormField
            id={`${prefix}-sensitivity`}
            label={t("settings.sensitivity")}
            description={t("settings.defaultSensitivity", { level: inherited.turnDetection.eagerness })}
          >
            <Select
              value={values.turnDetection.eagerness}
              onChange={(event) =>
                set("turnDetection", {
                  type: "semantic_vad",
                  eagerness: event.target.value as VoiceSettings["turnDetection"]["eagerness"],
                })
              }
            >
              <SelectOptions values={VOICE_SENSITIVITIES} label={(value) => t(`sensitivities.${value}`)} />
            </Select>
          </FormField>
          <FormField
            id={`${prefix}-language`}
            label={t("settings.language")}
            description={defaultHint(t(`languages.${inherited.inputAudioTranscription.language}`))}
          >
            <Select
              value={values.inputAudioTranscription.language}
              onChange={(event) =>
                set("inputAudioTranscription", {
                  ...values.inputAudioTranscription,
                  language: event.target.value as VoiceSettings["inputAudioTranscription"]["language"],
                })
              }
            >
              <SelectOptions values={VOICE_LANGUAGES} label={(value) => t(`languages.${value}`)} />
            </Select>
          </FormField>
          <LabelledSwitch
            id={`${prefix}-simplify`}
            checked={values.simplifyInstructions}
            onCheckedChange={(checked) => set("simplifyInstructions", checked)}
          >
            {t("settings.simplify")}
          </LabelledSwitch>
          <LabelledSwitch
            id={`${prefix}-visualization`}
            checked={values.showAudioVisualization}
            onCheckedChange={(checked) => set("showAudioVisualization", checked)}
          >
            {t("settings.visualization")}
          </LabelledSwitch>
        </CardContent>
        <CardFooter className="justify-end gap-2 border-t pt-6">
          <Button
            type="button"
            variant="outline"
            loading={saving === "reset"}
            disabled={saving !== null}
            onClick={() => {
              setValues(inherited);
              void put(inherited, "reset");
            }}
          >
            {t("settings.reset")}
          </Button>
          <Button type="submit" loading={saving === "save"} disabled={saving !== null}>
            {t("settings.save")}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
