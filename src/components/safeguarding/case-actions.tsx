"use client";

import { CheckIcon, SendIcon, UserRoundPlusIcon } from "lucide-react";
import { useTranslations } from "next-intl";
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
import { CASE_NOTE_MAX, CASE_OUTCOMES, type CaseOutcome } from "@/lib/contracts/safeguarding/values";
import { toastSuccess } from "@/lib/toast";
import { CASES_CHANGED_EVENT } from "./case-badges";

/** What a lead can do next: acknowledge, give the case to someone, resolve it with an outcome, or add a note. */
export function CaseActions({
  item,
  onChanged,
}: {
  item: CaseDetail;
  onChanged: (next: CaseDetail) => void;
}) {
  const t = useTranslations("safeguarding");
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
      toastSuccess(t(`act.done.${body.action}`));
      window.dispatchEvent(new Event(CASES_CHANGED_EVENT));
    });

  return (
    <SectionCard
      title={t("act.title")}
      description={resolved ? t("act.resolvedDescription") : t("act.description")}
      contentClassName="grid gap-5"
    >
      {item.status === "open" ? (
        <div>
          <Button disabled={busy} onClick={() => act({ action: "acknowledge", note: "" })}>
            <CheckIcon />
            {t("act.acknowledge")}
          </Button>
        </div>
      ) : null}
      <FormField label={t("act.note")} description={t("act.noteHelp")}>
        <Textarea value={note} maxLength={CASE_NOTE_MAX} onChange={(e) => setNote(e.target.value)} rows={3} />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={busy || note.trim() === ""}
          onClick={() => act({ action: "note", note })}
        >
          <SendIcon />
          {t("act.addNote")}
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
            <FormField label={t("act.outcome")}>
              <Select
                value={outcome}
                placeholder={t("act.chooseOutcome")}
                onChange={(e) => setOutcome(e.target.value as CaseOutcome)}
              >
                <SelectOptions values={CASE_OUTCOMES} label={(value) => t(`outcomes.${value}`)} />
              </Select>
            </FormField>
            <Button
              disabled={busy || outcome === ""}
              onClick={() => outcome && act({ action: "resolve", outcome, note })}
            >
              {t("act.resolve")}
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
  const t = useTranslations("safeguarding.act");
  const people = useResource(request(safeguarding.assignees, {}));
  return (
    <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
      <FormField label={t("giveTo")}>
        <Select
          value={assignee}
          placeholder={people.loading ? t("loading") : t("chooseAssignee")}
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
        {t("give")}
      </Button>
    </div>
  );
}
