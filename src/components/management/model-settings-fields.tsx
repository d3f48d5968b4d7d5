"use client";

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
  return (
    <>
      <FormField label="Model" error={errors[`${errorPrefix}.model`]}>
        <Select value={values.model} onChange={(e) => onChange("model", e.target.value)}>
          {allowDefaultModel ? <option value="">Default ({DEFAULT_CHAT_MODEL})</option> : null}
          <SelectOptions values={CHAT_MODELS} />
        </Select>
      </FormField>
      <FormField
        label="Temperature"
        error={errors[`${errorPrefix}.temperature`]}
        description={`${TEMPERATURE_RANGE.min} to ${TEMPERATURE_RANGE.max}; empty means ${DEFAULT_TEMPERATURE}.`}
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
        label="Max tokens"
        error={errors[`${errorPrefix}.maxTokens`]}
        description={`At least ${MIN_MAX_TOKENS}; empty means no limit.`}
      >
        <Input
          type="number"
          inputMode="numeric"
          step="1"
          min={MIN_MAX_TOKENS}
          value={values.maxTokens}
          onChange={(e) => onChange("maxTokens", e.target.value)}
          placeholder="No limit"
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
  return (
    <>
      <div className="sm:col-span-3">
        <SwitchField
          label="Users can configure chat"
          checked={values.usersCanConfigureChat}
          onCheckedChange={onUsersCanConfigureChange}
          description="Lets members change the model and its settings in their own chats."
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
