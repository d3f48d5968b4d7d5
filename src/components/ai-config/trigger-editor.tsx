"use client";

import { PlusIcon, Trash2Icon } from "lucide-react";
import { useTranslations } from "next-intl";
import * as React from "react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select } from "@/components/ui/select";
import { SelectOptions } from "@/components/ui/select-options";
import { CHAT_MODES } from "@/lib/constants";
import type { ChatMode } from "@/lib/contracts/agents/schemas";
import type { TRIGGER_ACTIONS, Trigger, TriggerInput, TriggerKind } from "@/lib/contracts/triggers/schemas";
import { TRIGGER_KINDS } from "@/lib/contracts/triggers/values";
import type { AiConfigTranslator } from "./labels";

type EnumsTranslator = ReturnType<typeof useTranslations<"enums">>;

type ValueKind = "none" | "number" | "list" | "mode";

const VALUE_KINDS: Record<TriggerKind, ValueKind> = {
  onAlwaysTrigger: "none",
  onGreetings: "none",
  onSessionNumber: "number",
  onSessionNumberIn: "list",
  onAssistantMessageNumber: "number",
  onChatClosing: "none",
  onChatNotClosing: "none",
  everyNSessions: "number",
  everyNAssistantMessages: "number",
  onChatMode: "mode",
};

const SESSION_KINDS = new Set<TriggerKind>(["onSessionNumber", "onSessionNumberIn", "everyNSessions"]);

/** One row of the editor: every value is kept as text until the form validates it with the trigger contract. */
export interface TriggerDraft {
  key: string;
  type: TriggerKind;
  action: (typeof TRIGGER_ACTIONS)[number];
  value: string;
  withAgent: boolean;
}

let nextKey = 0;
const newKey = () => `trigger-${++nextKey}`;

export function triggerDrafts(triggers: readonly Trigger[] | null | undefined): TriggerDraft[] {
  return (triggers ?? []).map((t) => ({
    key: newKey(),
    type: t.type,
    action: t.action ?? "add",
    value:
      "value" in t && t.value !== undefined
        ? Array.isArray(t.value)
          ? t.value.join(", ")
          : String(t.value)
        : "",
    withAgent: "withAgent" in t ? Boolean(t.withAgent) : false,
  }));
}

/** The drafts as the trigger contract's input (it coerces numbers and splits number lists). */
export function triggerInputs(drafts: readonly TriggerDraft[]): TriggerInput[] {
  return drafts.map((d) => {
    const kind = VALUE_KINDS[d.type];
    const base: Record<string, unknown> = { type: d.type, action: d.action };
    if (kind === "number") base.value = d.value.trim() === "" ? undefined : d.value.trim();
    if (kind === "list") base.value = d.value;
    if (kind === "mode") base.value = d.value || undefined;
    if (SESSION_KINDS.has(d.type)) base.withAgent = d.withAgent;
    return base as TriggerInput;
  });
}

/** "Session number is 3 (sessions with this agent)" — a stored trigger in words (the kind's label from `enums`). */
function triggerInWords(t: AiConfigTranslator, te: EnumsTranslator, trigger: Trigger): string {
  let text: string = te(`triggers.${trigger.type}`);
  if ("value" in trigger && trigger.value !== undefined) {
    const value = Array.isArray(trigger.value)
      ? trigger.value.join(", ")
      : trigger.type === "onChatMode"
        ? te(`chatModes.${trigger.value as ChatMode}`)
        : String(trigger.value);
    text = t("triggers.withValue", { trigger: text, value });
  }
  if ("withAgent" in trigger && trigger.withAgent) text = t("triggers.withAgent", { trigger: text });
  return text;
}

export function TriggerList({ triggers }: { triggers: readonly Trigger[] | null | undefined }) {
  const t = useTranslations("aiConfig");
  const te = useTranslations("enums");
  if (!triggers?.length) return <span className="text-muted-foreground">{t("triggers.none")}</span>;
  return (
    <ul className="grid gap-1.5">
      {triggers.map((trigger, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: stored triggers have no id and never reorder here.
        <li key={i} className="flex flex-wrap items-center gap-2">
          <Badge variant={trigger.action === "remove" ? "destructive" : "success"}>
            {trigger.action === "remove" ? t("triggers.remove") : t("triggers.add")}
          </Badge>
          <span>{triggerInWords(t, te, trigger)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Edits a list of §4 triggers: kind, action (add: must hold; remove: stops the instruction when it fires), the
 * value the kind needs, and for session kinds whether to count sessions with this agent only. `errors` are the
 * form's field errors, as shown (see useErrorTexts); this reads `triggers.{i}.value` and `triggers`.
 */
export function TriggerEditor({
  value,
  onChange,
  errors,
  legend,
  description,
}: {
  value: TriggerDraft[];
  onChange: (value: TriggerDraft[]) => void;
  errors: Record<string, string>;
  legend?: string;
  description?: string;
}) {
  const t = useTranslations("aiConfig");
  const te = useTranslations("enums");
  const id = React.useId();
  function update(index: number, patch: Partial<TriggerDraft>) {
    onChange(value.map((d, i) => (i === index ? { ...d, ...patch } : d)));
  }
  function add() {
    onChange([
      ...value,
      { key: newKey(), type: "onAlwaysTrigger", action: "add", value: "", withAgent: false },
    ]);
  }
  const listError = errors.triggers;
  return (
    <fieldset className="grid gap-3" aria-describedby={description ? `${id}-description` : undefined}>
      <legend className="mb-1 text-sm font-medium">{legend ?? t("triggers.legend")}</legend>
      {description ? (
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {value.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("triggers.empty")}</p>
      ) : (
        <ol className="grid gap-3">
          {value.map((draft, index) => {
            const kind = VALUE_KINDS[draft.type];
            const n = index + 1;
            const valueError = errors[`triggers.${index}.value`] ?? errors[`triggers.${index}`];
            return (
              <li
                key={draft.key}
                className="grid items-start gap-3 rounded-lg border p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1.5fr)_auto]"
              >
                <FormField label={t("triggers.kind", { n })}>
                  <Select
                    value={draft.type}
                    onChange={(e) => update(index, { type: e.target.value as TriggerKind, value: "" })}
                  >
                    <SelectOptions values={TRIGGER_KINDS} label={(k) => te(`triggers.${k}`)} />
                  </Select>
                </FormField>
                <FormField label={t("triggers.action", { n })}>
                  <Select
                    value={draft.action}
                    onChange={(e) => update(index, { action: e.target.value as TriggerDraft["action"] })}
                  >
                    <option value="add">{t("triggers.actionAdd")}</option>
                    <option value="remove">{t("triggers.actionRemove")}</option>
                  </Select>
                </FormField>
                {kind === "none" ? (
                  <div className="hidden sm:block" />
                ) : kind === "mode" ? (
                  <FormField label={t("triggers.mode", { n })} error={valueError}>
                    <Select
                      value={draft.value}
                      onChange={(e) => update(index, { value: e.target.value })}
                      placeholder={t("triggers.chooseMode")}
                    >
                      <SelectOptions values={CHAT_MODES} label={(m) => te(`chatModes.${m}`)} />
                    </Select>
                  </FormField>
                ) : (
                  <div className="grid gap-2">
                    <FormField
                      label={kind === "list" ? t("triggers.numbers", { n }) : t("triggers.number", { n })}
                      error={valueError}
                      description={kind === "list" ? t("triggers.numbersHint") : undefined}
                    >
                      <Input
                        value={draft.value}
                        inputMode={kind === "list" ? "text" : "numeric"}
                        onChange={(e) => update(index, { value: e.target.value })}
                      />
                    </FormField>
                    {SESSION_KINDS.has(draft.type) ? (
                      <div className="flex items-center gap-2">
                        <Checkbox
                          id={`${id}-${draft.key}-agent`}
                          checked={draft.withAgent}
                          onCheckedChange={(c) => update(index, { withAgent: c === true })}
                        />
                        <Label htmlFor={`${id}-${draft.key}-agent`} className="font-normal">
                          {t("triggers.withAgentOnly")}
                        </Label>
                      </div>
                    ) : null}
                  </div>
                )}
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="sm:mt-6"
                  aria-label={t("triggers.removeTrigger", { n })}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  <Trash2Icon className="text-destructive" />
                </Button>
              </li>
            );
          })}
        </ol>
      )}
      {listError ? <p className="text-sm text-destructive">{listError}</p> : null}
      <Button type="button" variant="outline" size="sm" className="w-fit" onClick={add}>
        <PlusIcon />
        {t("triggers.addTrigger")}
      </Button>
    </fieldset>
  );
}
