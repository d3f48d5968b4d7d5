"use client";

import {
  MessageSquareIcon,
  NotebookPenIcon,
  PencilIcon,
  TrendingDownIcon,
  TrendingUpIcon,
} from "lucide-react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type * as React from "react";

import { DeleteButton } from "@/components/management/confirm-delete";
import { contractsLoader, optional, useContractForm } from "@/components/management/form";
import { FormElement, SubmitButton } from "@/components/management/form-element";
import { Loaded } from "@/components/management/load-state";
import { useBusyAction } from "@/components/management/use-busy";
import { useResource } from "@/components/management/use-resource";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { LinkButton } from "@/components/ui/link-button";
import { SectionCard } from "@/components/ui/section-card";
import { Select } from "@/components/ui/select";
import { SelectOptions } from "@/components/ui/select-options";
import { Textarea } from "@/components/ui/textarea";
import { useFormat } from "@/i18n/format";
import { goals } from "@/lib/api/browser-endpoints";
import { call, pathOf, request } from "@/lib/api/call";
import { GOAL_STATUSES } from "@/lib/constants";
import type { GoalDoc, GoalNoteDoc, GoalStatus } from "@/lib/contracts/goals/schemas";
import { GOAL_TEXT_MAX } from "@/lib/contracts/goals/values";
import { isOverdue } from "@/lib/goals/deadline";
import { nextGoalProgress } from "@/lib/goals/progress";
import { PAGES } from "@/lib/routes";
import { toastSuccess } from "@/lib/toast";
import { GoalPriorityBadge, GoalProgressBar, GoalStatusBadge } from "./goal-badges";

// The zod contracts load after the page, before the first submit (see contractsLoader).
const contracts = contractsLoader(() => import("@/lib/contracts/goals/schemas"));

/** One goal (GET /goals/{id}): details, progress bar, status, the "Update progress" form and the notes timeline. */
export function GoalView({ id }: { id: string }) {
  const goal = useResource(request(goals.get, { params: { id } }));
  const router = useRouter();
  return (
    <Loaded resource={goal} rows={5}>
      {(doc) => (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="grid content-start gap-6">
            <GoalDetails goal={doc} onChange={goal.setData} onDeleted={() => router.push(PAGES.goals.list)} />
            <NotesTimeline notes={doc.notes} />
          </div>
          <ProgressForm goal={doc} onSaved={goal.setData} />
        </div>
      )}
    </Loaded>
  );
}

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1">
      <dt className="text-xs font-medium text-muted-foreground uppercase">{term}</dt>
      <dd className="text-sm">{children}</dd>
    </div>
  );
}

function GoalDetails({
  goal,
  onChange,
  onDeleted,
}: {
  goal: GoalDoc;
  onChange: (goal: GoalDoc) => void;
  onDeleted: () => void;
}) {
  const t = useTranslations("goals.view");
  const te = useTranslations("enums");
  const format = useFormat();
  const statusChange = useBusyAction<GoalStatus>();

  async function changeStatus(next: GoalStatus) {
    if (next === goal.status) return;
    await statusChange.run(next, async () => {
      const saved = await call(goals.update, { params: { id: goal._id }, body: { status: next } });
      toastSuccess(t("updated"));
      onChange(saved);
    });
  }

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <GoalStatusBadge status={goal.status} />
          {/* In the table a missing priority is a "—" in its column; here it is simply not said. */}
          {goal.priority ? <GoalPriorityBadge priority={goal.priority} /> : null}
          {isOverdue(goal) ? <Badge variant="destructive">{t("overdue")}</Badge> : null}
        </div>
        <CardTitle>
          <h2 className="text-xl">{goal.title}</h2>
        </CardTitle>
        <CardDescription>{goal.target}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <div className="grid gap-2">
          <span className="text-sm font-medium">{t("progress")}</span>
          <GoalProgressBar value={goal.progress} label={t("progressLabel")} />
        </div>
        {goal.motivation ? (
          <div className="grid gap-1">
            <span className="text-sm font-medium">{t("motivation")}</span>
            <p className="text-sm whitespace-pre-wrap text-muted-foreground">{goal.motivation}</p>
          </div>
        ) : null}
        <dl className="grid gap-4 sm:grid-cols-3">
          <Detail term={t("deadline")}>{goal.deadline ? te(`goalDeadline.${goal.deadline}`) : "—"}</Detail>
          <Detail term={t("startDate")}>{format.date(goal.startDate)}</Detail>
          <Detail term={t("deadlineDate")}>{format.date(goal.deadlineDate)}</Detail>
          <Detail term={t("completed")}>{format.date(goal.completedDate)}</Detail>
          <Detail term={t("created")}>{format.date(goal.createdAt)}</Detail>
          <Detail term={t("updatedAt")}>{format.date(goal.updatedAt)}</Detail>
        </dl>
        {goal.keywords.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label={t("keywords")}>
            {goal.keywords.map((k) => (
              <li key={k}>
                <Badge variant="secondary">{te(`goalKeywords.${k}`)}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
      <CardFooter className="flex flex-wrap items-end justify-between gap-3 border-t pt-6">
        <FormField
          label={t("status")}
          className="w-48"
          description={goal.status !== "completed" && goal.progress < 100 ? t("completedHint") : undefined}
        >
          <Select
            value={goal.status}
            disabled={statusChange.busy !== null}
            onChange={(e) => void changeStatus(e.target.value as GoalStatus)}
          >
            <SelectOptions values={GOAL_STATUSES} label={(value) => te(`goalStatus.${value}`)} />
          </Select>
        </FormField>
        <div className="flex gap-2">
          <LinkButton href={PAGES.goals.edit(goal._id)} Icon={PencilIcon} variant="outline">
            {t("edit")}
          </LinkButton>
          <DeleteButton
            path={pathOf(goals.remove, { params: { id: goal._id } })}
            label={t("entity")}
            name={goal.title}
            onDeleted={onDeleted}
          />
        </div>
      </CardFooter>
    </Card>
  );
}

type ProgressTranslator = ReturnType<typeof useTranslations<"goals.progressForm">>;

/** What a note will do, said plainly when progress cannot move as far as asked (it stays within 0…100 %). */
function previewText(t: ProgressTranslator, from: number, change: number, to: number): string {
  const moved = to - from;
  if (moved === Math.round(change)) return t("preview.moves", { from, to });
  if (moved === 0) return t(from === 0 ? "preview.atStart" : "preview.atTop", { from });
  return t(moved < 0 ? "preview.limitedDown" : "preview.limitedUp", { from, to, points: Math.abs(moved) });
}

/** "Update progress": a note of −100…100 points with an optional title and justification (PUT with `note`). */
function ProgressForm({ goal, onSaved }: { goal: GoalDoc; onSaved: (goal: GoalDoc) => void }) {
  const t = useTranslations("goals.progressForm");
  const form = useContractForm(contracts, { progressedValue: "", title: "", justification: "" });
  const { values, bind, errors } = form;
  const change = Number(values.progressedValue);
  const preview =
    values.progressedValue.trim() !== "" && Number.isFinite(change)
      ? nextGoalProgress(goal.progress, change)
      : null;

  async function save() {
    const note = {
      progressedValue: values.progressedValue.trim() === "" ? undefined : Number(values.progressedValue),
      title: optional(values.title),
      justification: optional(values.justification),
    };
    const ok = await form.submitValid(
      (c) => c.goalNoteInputSchema,
      note,
      async (data) => {
        const saved = await call(goals.update, { params: { id: goal._id }, body: { note: data } });
        toastSuccess(t("saved"));
        onSaved(saved);
      },
    );
    if (ok) form.setValues({ progressedValue: "", title: "", justification: "" });
  }

  const fieldError = (key: string) => errors[key] ?? errors[`note.${key}`];

  return (
    <Card className="h-fit">
      <CardHeader>
        <CardTitle>
          <h2>{t("title")}</h2>
        </CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <FormElement form={form} onSubmit={save}>
        <CardContent className="grid gap-4">
          <FormField
            label={t("change")}
            error={fieldError("progressedValue")}
            required
            description={preview === null ? t("changeHint") : previewText(t, goal.progress, change, preview)}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={-100}
              max={100}
              step={1}
              {...bind("progressedValue")}
            />
          </FormField>
          <FormField label={t("noteTitle")} error={fieldError("title")}>
            <Input {...bind("title")} maxLength={GOAL_TEXT_MAX.title} autoComplete="off" />
          </FormField>
          <FormField label={t("justification")} error={fieldError("justification")}>
            <Textarea {...bind("justification")} rows={3} maxLength={GOAL_TEXT_MAX.justification} />
          </FormField>
        </CardContent>
        <CardFooter className="justify-end pt-2">
          <SubmitButton>{t("submit")}</SubmitButton>
        </CardFooter>
      </FormElement>
    </Card>
  );
}

/** Where a note came from when it was not written here: a chat or a journal entry. */
function NoteSource({ note }: { note: GoalNoteDoc }) {
  const t = useTranslations("goals.notes");
  const source = note.fromChat
    ? { Icon: MessageSquareIcon, text: t("fromChat") }
    : note.fromJournal
      ? { Icon: NotebookPenIcon, text: t("fromJournal") }
      : null;
  if (!source) return null;
  return (
    <Badge variant="outline">
      <source.Icon />
      {source.text}
    </Badge>
  );
}

/** The goal's notes, newest first, each with the change and the progress before and after. */
function NotesTimeline({ notes }: { notes: GoalNoteDoc[] }) {
  const t = useTranslations("goals.notes");
  const format = useFormat();
  return (
    <SectionCard title={t("title")}>
      {notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <ol className="relative grid gap-5 border-l pl-5" aria-label={t("title")}>
          {notes.map((note) => {
            const value = note.progressedValue ?? 0;
            const up = value >= 0;
            return (
              <li key={note._id} className="relative grid gap-1">
                <span
                  aria-hidden
                  className={`absolute top-1.5 -left-[26px] size-2.5 rounded-full ${up ? "bg-success" : "bg-destructive"}`}
                />
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{note.title || (up ? t("progress") : t("setback"))}</span>
                  <Badge variant={up ? "success" : "destructive"}>
                    {up ? <TrendingUpIcon /> : <TrendingDownIcon />}
                    {up ? "+" : ""}
                    {value}
                  </Badge>
                  <NoteSource note={note} />
                </div>
                <p className="text-sm text-muted-foreground">
                  {t("change", { from: note.previousProgress ?? 0, to: note.progress ?? 0 })} ·{" "}
                  <time dateTime={note.createdAt}>{format.dateTime(note.createdAt)}</time>
                </p>
                {note.justification ? (
                  <p className="text-sm whitespace-pre-wrap">{note.justification}</p>
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </SectionCard>
  );
}
