"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { TemplatePicker } from "@/components/coaching-notes/template-picker";
import { EditOrCreate } from "@/components/management/edit-or-create";
import { SwitchField } from "@/components/management/fields";
import { contractsLoader, useContractForm } from "@/components/management/form";
import { FormElement } from "@/components/management/form-element";
import { FormFooter } from "@/components/management/form-footer";
import { useSaveDocument } from "@/components/management/save-document";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import { SelectOptions } from "@/components/ui/select-options";
import { Textarea } from "@/components/ui/textarea";
import { coachingNotes } from "@/lib/api/browser-endpoints";
import { call, request } from "@/lib/api/call";
import { COACHING_NOTE_LIMITS, COACHING_NOTE_TYPES } from "@/lib/constants";
import type {
  CoachingNoteDocument,
  CoachingNoteType,
  createCoachingNoteSchema,
  updateCoachingNoteSchema,
} from "@/lib/contracts/coaching-notes/schemas";
import { fromDateInput, toDateInput, toDateTimeInput } from "@/lib/date-inputs";
import { PAGES } from "@/lib/routes";
import { recipientOf } from "./note-labels";

// The zod contracts load after the page, before the first submit (see contractsLoader).
const contracts = contractsLoader(() => import("@/lib/contracts/coaching-notes/schemas"));

export interface NoteTarget {
  kind: "user" | "team";
  id: string;
}

/**
 * Create a coaching note for a user or a team (POST /coaching-notes) or edit one (PUT /coaching-notes/{id}),
 * validated with the shared contract (§5 limits and messages). The prompt switch and expiry are shown only for a
 * coach-prompt (§4: the other types drop them). Creating goes back to the recipient's notes, editing to the list.
 */
export function CoachingNoteForm({ id, target }: { id?: string; target?: NoteTarget }) {
  return (
    <EditOrCreate edit={id ? request(coachingNotes.get, { params: { id } }) : null} rows={5}>
      {(note) => <NoteFields note={note} target={target} />}
    </EditOrCreate>
  );
}

/** "12/50" next to a field's label; announced only through the field's own limit, not on every key. */
function Counter({ length, max }: { length: number; max: number }) {
  return (
    <span
      className={length > max ? "text-xs text-destructive" : "text-xs text-muted-foreground tabular-nums"}
      data-slot="counter"
    >
      {length}/{max}
    </span>
  );
}

function NoteFields({ note, target }: { note?: CoachingNoteDocument; target?: NoteTarget }) {
  const t = useTranslations("coachingNotes");
  const te = useTranslations("enums");
  const router = useRouter();
  const saveDocument = useSaveDocument();
  const form = useContractForm(contracts, {
    type: (note?.type ?? "observation") as CoachingNoteType,
    title: note?.title ?? "",
    content: note?.content ?? "",
    description: note?.description ?? "",
    eventDate: toDateInput(note?.eventDate),
    promptEnabled: note ? note.promptEnabled : true,
    promptExpiresAt: toDateTimeInput(note?.promptExpiresAt),
  });
  const { values, setValue, bind, bindSwitch, errors } = form;
  const isPrompt = values.type === "coach-prompt";
  const recipient = note ? recipientOf(note, t) : null;
  const cancelHref = note
    ? PAGES.coachingNotes.view(note._id)
    : target
      ? target.kind === "user"
        ? PAGES.coachingNotes.byUser(target.id)
        : PAGES.coachingNotes.byTeam(target.id)
      : PAGES.coachingNotes.list;

  function changeType(type: CoachingNoteType) {
    // A note becoming a coach-prompt starts enabled, as a new one does (a prompt is meant to run).
    if (type === "coach-prompt" && note?.type !== "coach-prompt") setValue("promptEnabled", true);
    setValue("type", type);
  }

  async function save() {
    const body: Record<string, unknown> = {
      type: values.type,
      title: values.title,
      content: values.content,
      description: values.description,
      eventDate: fromDateInput(values.eventDate),
      // §4: only a coach-prompt keeps these; the API drops them for the other types.
      ...(isPrompt
        ? { promptEnabled: values.promptEnabled, promptExpiresAt: fromDateInput(values.promptExpiresAt) }
        : {}),
    };
    if (!note && target) body[target.kind === "user" ? "toUser" : "toTeam"] = target.id;
    await form.submitValid(
      (c) => (note ? c.updateCoachingNoteSchema : c.createCoachingNoteSchema),
      body,
      async () => {
        // `body` has just passed the very schema the endpoint parses it with.
        await saveDocument(
          t("label"),
          note &&
            (() =>
              call(coachingNotes.update, {
                params: { id: note._id },
                body: body as z.input<typeof updateCoachingNoteSchema>,
              })),
          () => call(coachingNotes.create, { body: body as z.input<typeof createCoachingNoteSchema> }),
        );
        // A note written for one athlete or team goes back to that recipient's notes, where it was started.
        router.push(note ? PAGES.coachingNotes.list : cancelHref);
      },
    );
  }

  // A recipient error (toUser/toTeam) has no field of its own: show it at the top.
  const recipientError = errors.toUser ?? errors.toTeam ?? errors.form;

  return (
    <FormElement form={form} onSubmit={save} className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t("form.heading")}</h2>
          </CardTitle>
          <CardDescription>
            {recipient
              ? t(recipient.kind === "team" ? "form.forTeam" : "form.forUser", { name: recipient.name })
              : t("form.intro")}
          </CardDescription>
          {recipientError ? (
            <p role="alert" className="text-sm text-destructive">
              {recipientError}
            </p>
          ) : null}
        </CardHeader>
        <CardContent className="grid gap-5">
          <div className="grid items-start gap-5 sm:grid-cols-2">
            <FormField
              label={t("fields.type")}
              error={errors.type}
              required
              description={t(`typeDescriptions.${values.type}`)}
            >
              <Select
                value={values.type}
                onChange={(e) => changeType(e.target.value as CoachingNoteType)}
                required
              >
                <SelectOptions
                  values={COACHING_NOTE_TYPES}
                  label={(type) => te(`coachingNoteTypes.${type}`)}
                />
              </Select>
            </FormField>
            <FormField
              label={t("fields.eventDate")}
              error={errors.eventDate}
              description={t("form.eventDateHelp")}
            >
              <Input type="date" {...bind("eventDate")} />
            </FormField>
          </div>
          {isPrompt ? (
            <TemplatePicker
              title={values.title}
              content={values.content}
              onApply={(chosen) => {
                setValue("title", chosen.title.slice(0, COACHING_NOTE_LIMITS.title));
                setValue("content", chosen.content.slice(0, COACHING_NOTE_LIMITS.content));
              }}
            />
          ) : null}
          <FormField
            label={t("fields.title")}
            error={errors.title}
            labelAction={<Counter length={values.title.length} max={COACHING_NOTE_LIMITS.title} />}
          >
            <Input {...bind("title")} maxLength={COACHING_NOTE_LIMITS.title} autoComplete="off" />
          </FormField>
          <FormField
            label={t("fields.content")}
            error={errors.content}
            required
            labelAction={<Counter length={values.content.length} max={COACHING_NOTE_LIMITS.content} />}
          >
            <Textarea {...bind("content")} rows={8} maxLength={COACHING_NOTE_LIMITS.content} required />
          </FormField>
          <FormField
            label={t("fields.description")}
            error={errors.description}
            description={t("form.descriptionHelp")}
            labelAction={
              <Counter length={values.description.length} max={COACHING_NOTE_LIMITS.description} />
            }
          >
            <Textarea {...bind("description")} rows={3} maxLength={COACHING_NOTE_LIMITS.description} />
          </FormField>
          {isPrompt ? (
            <fieldset className="grid items-start gap-5 rounded-lg border p-4 sm:grid-cols-2">
              <legend className="px-1 text-sm font-medium">{te("coachingNoteTypes.coach-prompt")}</legend>
              <SwitchField
                label={t("fields.promptEnabled")}
                {...bindSwitch("promptEnabled")}
                description={t("form.promptEnabledHelp")}
              />
              <FormField
                label={t("fields.promptExpiresAt")}
                error={errors.promptExpiresAt}
                description={t("form.promptExpiresAtHelp")}
              >
                <Input type="datetime-local" {...bind("promptExpiresAt")} />
              </FormField>
              {errors.promptEnabled ? (
                <p className="text-sm text-destructive sm:col-span-2">{errors.promptEnabled}</p>
              ) : null}
            </fieldset>
          ) : null}
        </CardContent>
        <FormFooter cancelHref={cancelHref} submitLabel={note ? t("form.save") : t("form.create")} />
      </Card>
    </FormElement>
  );
}
