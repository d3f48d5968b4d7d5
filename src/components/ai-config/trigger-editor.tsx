"use client";

import { PlusIcon, Trash2Icon } from "lucide-react";
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
import type { TRIGGER_ACTIONS, Trigger, TriggerInput, TriggerKind } from "@/lib/contracts/triggers/schemas";
import { TRIGGER_KINDS } from "@/lib/contracts/triggers/values";
import { MODE_LABELS } from "./labels";

/** What each §4 trigger kind means, for the editor and the views. */
export const TRIGGER_LABELS: Record<TriggerKind, string> = {
  onAlwaysTrigger: "Always",
  onGreetings: "Greetings (assistant sent at most 1 message)",
  onSessionNumber: "Session number is",
  onSessionNumberIn: "Session number is one of",
  onAssistantMessageNumber: "Assistant message number is",
  onChatClosing: "Chat is closing",
  onChatNotClosing: "Chat is not closing",
  everyNSessions: "Every N sessions",
  everyNAssistantMessages: "Every N assistant messages",
  onChatMode: "Chat mode is",
};

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

/** "Session number is 3 (with this agent)" — a stored trigger in words. */
function triggerInWords(trigger: Trigger): string {
  const label = TRIGGER_LABELS[trigger.type];
  let text = label;
  if ("value" in trigger && trigger.value !== undefined) {
    const value = Array.isArray(trigger.value)
      ? trigger.value.join(", ")
      : trigger.type === "onChatMode"
        ? MODE_LABELS[trigger.value as keyof typeof MODE_LABELS]
        : String(trigger.value);
    text = `${label} ${value}`;
  }
  if ("withAgent" in trigger && trigger.withAgent) text += " (sessions with this agent)";
  return text;
}

export function TriggerList({ triggers }: { triggers: readonly Trigger[] | null | undefined }) {
  if (!triggers?.length) return <span className="text-muted-foreground">No triggers (always runs)</span>;
  return (
    <ul className="grid gap-1.5">
      {triggers.map((t, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: stored triggers have no id and never reorder here.
        <li key={i} className="flex flex-wrap items-center gap-2">
          <Badge variant={t.action === "remove" ? "destructive" : "success"}>
            {t.action === "remove" ? "Remove" : "Add"}
          </Badge>
          <span>{triggerInWords(t)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Edits a list of §4 triggers: kind, action (add: must hold; remove: stops the instruction when it fires), the
 * value the kind needs, and for session kinds whether to count sessions with this agent only. `errors` are the
 * form's field errors; this reads `triggers.{i}.value` and `triggers`.
 */
export function TriggerEditor({
  value,
  onChange,
  errors,
  legend = "Triggers",
  description,
}: {
  value: TriggerDraft[];
  onChange: (value: TriggerDraft[]) => void;
  errors: Record<string, string>;
  legend?: string;
  description?: string;
}) {
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
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {description ? (
        <p id={`${id}-description`} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      {value.length === 0 ? (
        <p className="text-sm text-muted-foreground">No triggers: it always runs.</p>
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
                <FormField label={`Trigger ${n} kind`}>
                  <Select
                    value={draft.type}
                    onChange={(e) => update(index, { type: e.target.value as TriggerKind, value: "" })}
                  >
                    <SelectOptions values={TRIGGER_KINDS} label={(k) => TRIGGER_LABELS[k]} />
                  </Select>
                </FormField>
                <FormField label={`Trigger ${n} action`}>
                  <Select
                    value={draft.action}
                    onChange={(e) => update(index, { action: e.target.value as TriggerDraft["action"] })}
                  >
                    <option value="add">Add (must hold)</option>
                    <option value="remove">Remove (stops it)</option>
                  </Select>
                </FormField>
                {kind === "none" ? (
                  <div className="hidden sm:block" />
                ) : kind === "mode" ? (
                  <FormField label={`Trigger ${n} mode`} error={valueError}>
                    <Select
                      value={draft.value}
                      onChange={(e) => update(index, { value: e.target.value })}
                      placeholder="Choose a mode"
                    >
                      <SelectOptions values={CHAT_MODES} label={(m) => MODE_LABELS[m]} />
                    </Select>
                  </FormField>
                ) : (
                  <div className="grid gap-2">
                    <FormField
                      label={kind === "list" ? `Trigger ${n} numbers` : `Trigger ${n} number`}
                      error={valueError}
                      description={kind === "list" ? "Comma-separated, e.g. 1, 3, 5" : undefined}
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
                          Count sessions with this agent only
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
                  aria-label={`Remove trigger ${n}`}
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
        Add trigger
      </Button>
    </fieldset>
  );
}
