"use client";

import { CheckIcon, SendIcon, UserRoundPlusIcon } from "lucide-react";
import * as React from "react";
import { useBusy } from "@/components/management/use-busy";
import { useResource } from "@/components/management/use-resource";
import { Button } from "@/components/ui/button";
import { FormField } from "@/components/ui/form-field";
import { SectionCard } from "@/components/ui/section-card";
import { Select } from "@/components/ui/select";
import { SelectOptions } from "@/components/ui/select-options";
import { Textarea } from "@/components/ui/textarea";
import { safeguarding } from "@/lib/api/browser-endpoints";
import { call, request } from "@/lib/api/call";
import type { CaseActionInput, CaseDetail } from "@/lib/contracts/safeguarding/schemas";
import {
  CASE_NOTE_MAX,
  CASE_OUTCOME_LABELS,
  CASE_OUTCOMES,
  type CaseOutcome,
} from "@/lib/contracts/safeguarding/values";
import { toastSuccess } from "@/lib/toast";
import { CASES_CHANGED_EVENT } from "./case-badges";

const DONE_TEXT = {
  acknowledge: "Case acknowledged",
  note: "Note added",
  reassign: "Case reassigned",
  resolve: "Case resolved",
} as const;

/** What a lead can do next: acknowledge, give the case to someone, resolve it with an outcome, or add a note. */
export function CaseActions({
  item,
  onChanged,
}: {
  item: CaseDetail;
  onChanged: (next: CaseDetail) => void;
}) {
  const [busy, run] = useBusy();
  const [note, setNote] = React.useState("");
  const [assignee, setAssignee] = React.useState("");
  const [outcome, setOutcome] = React.useState<CaseOutcome | "">("");
  const resolved = item.status === "resolved";

  // On a failure what was typed stays.
  const act = (body: CaseActionInput) =>
    run(async () => {
      const next = await call(safeguarding.act, { params: { id: item._id }, body });
      onChanged(next);
      setNote("");
      toastSuccess(DONE_TEXT[body.action]);
      window.dispatchEvent(new Event(CASES_CHANGED_EVENT));
    });

  return (
    <SectionCard
      title="Act on this case"
      description={
        resolved
          ? "This case is resolved. You can still add a note."
          : "Acknowledge it so others know someone is on it. Resolve it when the athlete is safe and supported."
      }
      contentClassName="grid gap-5"
    >
      {item.status === "open" ? (
        <div>
          <Button disabled={busy} onClick={() => act({ action: "acknowledge", note: "" })}>
            <CheckIcon />
            Acknowledge: I am on it
          </Button>
        </div>
      ) : null}
      <FormField label="Note" description="Say what you did or what happens next. It goes in the record.">
        <Textarea value={note} maxLength={CASE_NOTE_MAX} onChange={(e) => setNote(e.target.value)} rows={3} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={busy || note.trim() === ""}
          onClick={() => act({ action: "note", note })}
        >
          <SendIcon />
          Add note
        </Button>
      </div>
      {resolved ? null : (
        <>
          <Reassign
            busy={busy}
            assignee={assignee}
            setAssignee={setAssignee}
            onGive={(to) => act({ action: "reassign", assignee: to, note })}
          />
          <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
            <FormField label="Outcome">
              <Select
                value={outcome}
                placeholder="Choose an outcome"
                onChange={(e) => setOutcome(e.target.value as CaseOutcome)}
              >
                <SelectOptions values={CASE_OUTCOMES} label={(value) => CASE_OUTCOME_LABELS[value]} />
              </Select>
            </FormField>
            <Button
              disabled={busy || outcome === ""}
              onClick={() => outcome && act({ action: "resolve", outcome, note })}
            >
              Resolve case
            </Button>
          </div>
        </>
      )}
    </SectionCard>
  );
}

function Reassign({
  busy,
  assignee,
  setAssignee,
  onGive,
}: {
  busy: boolean;
  assignee: string;
  setAssignee: (id: string) => void;
  onGive: (id: string) => void;
}) {
  const people = useResource(request(safeguarding.assignees, {}));
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
      <FormField label="Give the case to">
        <Select
          value={assignee}
          placeholder={people.loading ? "Loading…" : "Choose a coach or admin"}
          onChange={(e) => setAssignee(e.target.value)}
        >
          {(people.data ?? []).map((person) => (
            <option key={person._id} value={person._id}>
              {person.name}
            </option>
          ))}
        </Select>
      </FormField>
      <Button variant="outline" disabled={busy || assignee === ""} onClick={() => onGive(assignee)}>
        <UserRoundPlusIcon />
        Give case
      </Button>
    </div>
  );
}
