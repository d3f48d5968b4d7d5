"use client";

import { RefreshCwIcon } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import * as React from "react";

import { SwitchField } from "@/components/management/fields";
import { LoadError } from "@/components/management/load-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { SectionCard } from "@/components/ui/section-card";
import { Select } from "@/components/ui/select";
import { SelectOptions } from "@/components/ui/select-options";
import { Skeleton } from "@/components/ui/skeleton";
import { CHAT_MODES } from "@/lib/constants";
import type { AgentDoc, ChatMode } from "@/lib/contracts/agents/schemas";
import type { InstructionSetDoc, SetInstructionDoc } from "@/lib/contracts/resources/schemas";
// Before the trigger engine below builds the trigger schema with zod (see the module).
import "@/lib/zod-jitless";
import type { TriggerInputs } from "@/lib/contracts/triggers/schemas";
import { PAGES } from "@/lib/routes";
import { type AssemblySet, assemblePrompt } from "@/lib/triggers";
import { type AgentSets, setHasAudience } from "./agent-sets";
import { assignmentSummary } from "./labels";

function toAssemblySet(set: InstructionSetDoc): AssemblySet {
  return {
    id: set._id,
    name: set.name,
    active: set.active,
    triggers: set.triggers ?? [],
    instructions: (set.instructions ?? []).map((i: SetInstructionDoc) => ({
      id: i._id,
      name: i.name,
      content: i.content,
      role: i.role,
      placement: i.placement,
      order: i.order,
      key: i.key,
      keyPower: i.keyPower,
      active: i.active,
      triggers: i.triggers ?? [],
    })),
  };
}

function count(value: string, min: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= min ? n : min;
}

/**
 * The instruction preview (issue 4, item 5): pick a mode, the session numbers, the assistant-message count and
 * whether the chat is closing, and see the messages the agent would be sent, in order (the trigger engine of
 * src/lib/triggers runs here in the browser), and why every other instruction does not run.
 */
export function InstructionPreview({ agent, agentSets }: { agent: AgentDoc; agentSets: AgentSets }) {
  const t = useTranslations("aiConfig");
  const te = useTranslations("enums");
  const modes = agent.allowedModes.length ? agent.allowedModes : [...CHAT_MODES];
  const [mode, setMode] = React.useState<ChatMode>(agent.defaultMode ?? modes[0]);
  const [session, setSession] = React.useState("1");
  const [sessionWithAgent, setSessionWithAgent] = React.useState("1");
  const [assistantMessages, setAssistantMessages] = React.useState("0");
  const [closing, setClosing] = React.useState(false);

  const { sets, loading, error, reload } = agentSets;
  const reachable = React.useMemo(() => sets.filter(setHasAudience), [sets]);
  const unassigned = React.useMemo(() => sets.filter((s) => !setHasAudience(s)), [sets]);

  const result = React.useMemo(() => {
    const nAssistant = count(assistantMessages, 0);
    const inputs: TriggerInputs = {
      user: { _id: "preview", role: "user" },
      nSession: count(session, 1),
      nSessionWithAgent: count(sessionWithAgent, 1),
      nAssistantMessage: nAssistant,
      nUserMessage: nAssistant,
      chatIsClosing: closing,
      chatMode: mode,
    };
    return assemblePrompt({ agent, sets: reachable.map(toAssemblySet), inputs });
  }, [agent, reachable, mode, session, sessionWithAgent, assistantMessages, closing]);

  const names = React.useMemo(() => {
    const map = new Map<string, { name: string; setName: string; placement: string; order: number }>();
    for (const entry of result.trace)
      map.set(entry.instructionId, { ...entry, placement: te(`placements.${entry.placement}`) });
    return map;
  }, [result.trace, te]);
  const skipped = result.trace.filter((entry) => !entry.included);

  return (
    <SectionCard
      title={t("preview.title")}
      description={t("preview.description")}
      action={
        <Button variant="outline" size="sm" onClick={reload} loading={loading}>
          {loading ? null : <RefreshCwIcon />}
          {t("actions.reload")}
        </Button>
      }
      contentClassName="grid gap-6"
    >
      <fieldset
        className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-5"
        aria-label={t("preview.inputs")}
      >
        <FormField label={t("fields.mode")}>
          <Select value={mode} onChange={(e) => setMode(e.target.value as ChatMode)}>
            <SelectOptions values={modes} label={(m) => te(`chatModes.${m}`)} />
          </Select>
        </FormField>
        <CountField label={t("preview.session")} min={1} value={session} onChange={setSession} />
        <CountField
          label={t("preview.sessionWithAgent")}
          min={1}
          value={sessionWithAgent}
          onChange={setSessionWithAgent}
        />
        <CountField
          label={t("preview.assistantMessages")}
          min={0}
          value={assistantMessages}
          onChange={setAssistantMessages}
        />
        <div className="pb-2">
          <SwitchField label={t("preview.closing")} checked={closing} onCheckedChange={setClosing} />
        </div>
      </fieldset>

      {error ? (
        <LoadError error={error} onRetry={reload} title={t("setsLoadError")} />
      ) : loading && sets.length === 0 ? (
        <div className="grid gap-2" aria-busy>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <section className="grid content-start gap-3" aria-labelledby="preview-messages">
            <h3 id="preview-messages" className="text-sm font-semibold">
              {t("preview.sent", { count: result.messages.length })}
            </h3>
            {result.messages.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("preview.nothingSent")}</p>
            ) : (
              <ol className="grid gap-2" aria-label={t("preview.messages")}>
                {result.messages.map((m, index) => {
                  const info = m.source.instructionId ? names.get(m.source.instructionId) : undefined;
                  return (
                    <li
                      key={m.source.instructionId ?? "core"}
                      className="grid gap-1.5 rounded-lg border p-3"
                      data-testid="preview-message"
                    >
                      <div className="flex flex-wrap items-center gap-2 text-xs">
                        <span className="tabular-nums text-muted-foreground">{index + 1}.</span>
                        <Badge variant={m.role === "system" ? "secondary" : "outline"}>
                          {t("preview.role", { role: m.role })}
                        </Badge>
                        <span className="font-medium text-sm" data-testid="preview-message-name">
                          {info ? info.name : t("fields.coreInstruction")}
                        </span>
                        {info ? (
                          <span className="text-muted-foreground">
                            {t("preview.source", {
                              set: info.setName,
                              placement: info.placement,
                              order: info.order,
                            })}
                          </span>
                        ) : null}
                      </div>
                      <p className="line-clamp-4 text-sm whitespace-pre-line text-muted-foreground">
                        {m.content}
                      </p>
                    </li>
                  );
                })}
              </ol>
            )}
          </section>
          <section className="grid content-start gap-3" aria-labelledby="preview-skipped">
            <h3 id="preview-skipped" className="text-sm font-semibold">
              {t("preview.notSent", { count: skipped.length })}
            </h3>
            {skipped.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t("preview.allRun")}</p>
            ) : (
              <ul className="grid gap-2" aria-label={t("preview.notSentList")}>
                {skipped.map((entry) => (
                  <li key={entry.instructionId} className="grid gap-1 rounded-lg border border-dashed p-3">
                    <div className="flex flex-wrap items-center gap-2 text-sm">
                      <Link
                        href={PAGES.instructions.view(entry.instructionId)}
                        className="font-medium hover:underline"
                      >
                        {entry.name}
                      </Link>
                      <span className="text-xs text-muted-foreground">{entry.setName}</span>
                    </div>
                    <ul className="list-disc pl-5 text-xs text-muted-foreground">
                      {entry.reasons.map((r) => (
                        <li key={r}>{r}</li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            )}
            {unassigned.length > 0 ? (
              <div className="grid gap-1 text-sm">
                <p className="font-medium">{t("preview.unassigned")}</p>
                <ul className="list-disc pl-5 text-xs text-muted-foreground">
                  {unassigned.map((s) => (
                    <li key={s._id}>
                      <Link href={PAGES.instructionSets.view(s._id)} className="hover:underline">
                        {s.name}
                      </Link>{" "}
                      ({assignmentSummary(t, s)})
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </section>
        </div>
      )}
    </SectionCard>
  );
}

/** A whole-number input of the preview's inputs, kept as typed text. */
function CountField({
  label,
  min,
  value,
  onChange,
}: {
  label: string;
  min: number;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField label={label}>
      <Input type="number" min={min} step={1} value={value} onChange={(e) => onChange(e.target.value)} />
    </FormField>
  );
}
