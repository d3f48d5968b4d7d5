"use client";

import { useTranslations } from "next-intl";

import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { SelectOptions } from "@/components/ui/select-options";
import { Separator } from "@/components/ui/separator";
import {
  CHAT_MODELS,
  DEFAULT_CHAT_MODEL,
  DEFAULT_TEMPERATURE,
  MIN_MAX_TOKENS,
  TEMPERATURE_RANGE,
} from "@/lib/constants";
import { SwitchField } from "./fields";
import type { FieldErrors } from "./form";

type ModelKey = "model" | "temperature" | "maxTokens";

interface ModelSettingsProps {
  values: Record<ModelKey, string>;
  errors: FieldErrors;
  /** Where the API reports these fields: `chatConfig` (organisations) or `chatSettings` (agents). */
  errorPrefix: "chatConfig" | "chatSettings";
  onChange: (key: ModelKey, value: string) => void;
  /** Organisations may leave the model empty to use the product default; agents always name one. */
  allowDefaultModel?: boolean;
}

/** Model, temperature and max tokens with the §5/§9 ranges: the settings organisations and agents share. */
export function ModelSettingsFields({
  values,
  errors,
  errorPrefix,
  onChange,
  allowDefaultModel,
}: ModelSettingsProps) {
  const t = useTranslations("management.model");
  return (
    <>
      <FormField label={t("model")} error={errors[`${errorPrefix}.model`]}>
        <Select value={values.model} onChange={(e) => onChange("model", e.target.value)}>
          {allowDefaultModel ? (
            <option value="">{t("defaultModel", { model: DEFAULT_CHAT_MODEL })}</option>
          ) : null}
          <SelectOptions values={CHAT_MODELS} />
        </Select>
      </FormField>
      <FormField
        label={t("temperature")}
        error={errors[`${errorPrefix}.temperature`]}
        description={t("temperatureHelp", {
          min: TEMPERATURE_RANGE.min,
          max: TEMPERATURE_RANGE.max,
          defaultValue: DEFAULT_TEMPERATURE,
        })}
      >
        <Input
          type="number"
          inputMode="decimal"
          step="0.1"
          min={TEMPERATURE_RANGE.min}
          max={TEMPERATURE_RANGE.max}
          value={values.temperature}
          onChange={(e) => onChange("temperature", e.target.value)}
          placeholder={String(DEFAULT_TEMPERATURE)}
        />
      </FormField>
      <FormField
        label={t("maxTokens")}
        error={errors[`${errorPrefix}.maxTokens`]}
        description={t("maxTokensHelp", { min: MIN_MAX_TOKENS })}
      >
        <Input
          type="number"
          inputMode="numeric"
          step="1"
          min={MIN_MAX_TOKENS}
          value={values.maxTokens}
          onChange={(e) => onChange("maxTokens", e.target.value)}
          placeholder={t("noLimit")}
        />
      </FormField>
    </>
  );
}

/** An organisation's chatConfig: whether members may change their chat's settings, and the defaults. */
export function ChatConfigFields({
  values,
  errors,
  onChange,
  onUsersCanConfigureChange,
}: Omit<ModelSettingsProps, "errorPrefix" | "allowDefaultModel" | "values"> & {
  values: Record<ModelKey, string> & { usersCanConfigureChat: boolean };
  onUsersCanConfigureChange: (checked: boolean) => void;
}) {
  const t = useTranslations("management.model");
  return (
    <>
      <div className="sm:col-span-3">
        <SwitchField
          label={t("usersCanConfigure")}
          checked={values.usersCanConfigureChat}
          onCheckedChange={onUsersCanConfigureChange}
          description={t("usersCanConfigureHelp")}
        />
      </div>
      <Separator className="sm:col-span-3" />
      <ModelSettingsFields
        values={values}
        errors={errors}
        errorPrefix="chatConfig"
        onChange={onChange}
        allowDefaultModel
      />
    </>
  );
}
