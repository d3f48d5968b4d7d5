"use client";

import { RefreshCwIcon } from "lucide-react";
import Link from "next/link";
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
import { assignmentSummary, MODE_LABELS, PLACEMENT_LABELS } from "./labels";

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
    for (const t of result.trace)
      map.set(t.instructionId, { ...t, placement: PLACEMENT_LABELS[t.placement] });
    return map;
  }, [result.trace]);
  const skipped = result.trace.filter((t) => !t.included);

  return (
    <SectionCard
      title="Instruction preview"
      description={
        <>
          What this agent would be sent for a member the sets are assigned to, in order, and why the other
          instructions do not run.
        </>
      }
      action={
        <Button variant="outline" size="sm" onClick={reload} loading={loading}>
          {loading ? null : <RefreshCwIcon />}
          Reload
        </Button>
      }
      contentClassName="grid gap-6"
    >
      <fieldset className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-5" aria-label="Preview inputs">
        <FormField label="Mode">
          <Select value={mode} onChange={(e) => setMode(e.target.value as ChatMode)}>
            <SelectOptions values={modes} label={(m) => MODE_LABELS[m]} />
          </Select>
        </FormField>
        <CountField label="Session number" min={1} value={session} onChange={setSession} />
        <CountField
          label="Session number with this agent"
          min={1}
          value={sessionWithAgent}
          onChange={setSessionWithAgent}
        />
        <CountField
          label="Assistant messages so far"
          min={0}
          value={assistantMessages}
          onChange={setAssistantMessages}
        />
        <div className="pb-2">
          <SwitchField label="Chat is closing" checked={closing} onCheckedChange={setClosing} />
        </div>
      </fieldset>

      {error ? (
        <LoadError error={error} onRetry={reload} title="Could not load the instruction sets" />
      ) : loading && sets.length === 0 ? (
        <div className="grid gap-2" aria-busy>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <section className="grid content-start gap-3" aria-labelledby="preview-messages">
            <h3 id="preview-messages" className="text-sm font-semibold">
              Messages sent ({result.messages.length})
            </h3>
            {result.messages.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                Nothing would be sent: no core instruction and no instruction runs.
              </p>
            ) : (
              <ol className="grid gap-2" aria-label="Prompt messages">
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
                        <Badge variant={m.role === "system" ? "secondary" : "outline"}>{m.role}</Badge>
                        <span className="font-medium text-sm" data-testid="preview-message-name">
                          {info ? info.name : "Core instruction"}
                        </span>
                        {info ? (
                          <span className="text-muted-foreground">
                            {info.setName} · {info.placement} · order {info.order}
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
              Not sent ({skipped.length})
            </h3>
            {skipped.length === 0 ? (
              <p className="text-sm text-muted-foreground">Every instruction runs.</p>
            ) : (
              <ul className="grid gap-2" aria-label="Instructions not sent">
                {skipped.map((t) => (
                  <li key={t.instructionId} className="grid gap-1 rounded-lg border border-dashed p-3">
                    <div className="flex flex-wrap items-center gap-2 text-sm">
                      <Link
                        href={PAGES.instructions.view(t.instructionId)}
                        className="font-medium hover:underline"
                      >
                        {t.name}
                      </Link>
                      <span className="text-xs text-muted-foreground">{t.setName}</span>
                    </div>
                    <ul className="list-disc pl-5 text-xs text-muted-foreground">
                      {t.reasons.map((r) => (
                        <li key={r}>{r}</li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            )}
            {unassigned.length > 0 ? (
              <div className="grid gap-1 text-sm">
                <p className="font-medium">Sets assigned to nobody (never used)</p>
                <ul className="list-disc pl-5 text-xs text-muted-foreground">
                  {unassigned.map((s) => (
                    <li key={s._id}>
                      <Link href={PAGES.instructionSets.view(s._id)} className="hover:underline">
                        {s.name}
                      </Link>{" "}
                      ({assignmentSummary(s)})
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
