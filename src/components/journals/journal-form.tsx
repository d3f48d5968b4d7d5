"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import * as React from "react";
import { DeleteButton } from "@/components/management/confirm-delete";
import { EditOrCreate } from "@/components/management/edit-or-create";
import { SwitchField } from "@/components/management/fields";
import { contractsLoader, type FieldErrors, useContractForm } from "@/components/management/form";
import { FormElement, SubmitButton } from "@/components/management/form-element";
import { useSaveDocument } from "@/components/management/save-document";
import { TagInput } from "@/components/management/tag-fields";
import { SupportCard } from "@/components/safeguarding/support-card";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardFooter } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { useFormat } from "@/i18n/format";
import { journals } from "@/lib/api/browser-endpoints";
import { call, pathOf, request } from "@/lib/api/call";
import type { JournalDocument } from "@/lib/contracts/journals/schemas";
import { JOURNAL_IMAGES_MAX, JOURNAL_TEXT_MAX, JOURNAL_TITLE_MAX } from "@/lib/contracts/journals/values";
import { PAGES } from "@/lib/routes";
import { dayOf, today } from "./journal-format";

// The zod contracts load after the page, before the first submit (see contractsLoader).
const contracts = contractsLoader(() => import("@/lib/contracts/journals/schemas"));

/**
 * Write or edit a journal entry (POST /journals, PUT /journals/{id}); both go back to the list. Coaches and admins
 * may read a member's entry but only its owner may change it, so anyone else gets it read-only.
 */
export function JournalForm({ id, viewerId }: { id?: string; viewerId?: string }) {
  return (
    <EditOrCreate edit={id ? request(journals.get, { params: { id } }) : null} rows={5}>
      {(entry) =>
        entry && viewerId && entry.user !== viewerId ? (
          <JournalReadOnly entry={entry} />
        ) : (
          <JournalFields entry={entry} />
        )
      }
    </EditOrCreate>
  );
}

function JournalReadOnly({ entry }: { entry: JournalDocument }) {
  const t = useTranslations("journals.readOnly");
  const format = useFormat();
  const state = entry.assessed ? t("assessed") : entry.shouldAssess ? t("included") : t("notAssessed");
  return (
    <Card>
      <CardContent className="grid gap-4 pt-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-lg font-semibold">{entry.title}</h2>
          <span className="text-sm text-muted-foreground">{format.day(entry.date)}</span>
        </div>
        <p className="text-sm text-muted-foreground">{entry.draft ? t("draftState", { state }) : state}</p>
        <p className="whitespace-pre-wrap">{entry.text || t("noText")}</p>
        {entry.images.length > 0 ? (
          <ul className="grid gap-1 text-sm">
            {entry.images.map((url) => (
              <li key={url}>
                <a href={url} className="underline" target="_blank" rel="noreferrer">
                  {url}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <p className="text-sm text-muted-foreground">{t("authorOnly")}</p>
      </CardContent>
    </Card>
  );
}

/** Errors of single image URLs ("images.2") are shown on the image field. */
function imagesError(errors: FieldErrors): string | undefined {
  if (errors.images) return errors.images;
  const key = Object.keys(errors).find((k) => k.startsWith("images."));
  return key ? errors[key] : undefined;
}

function JournalFields({ entry }: { entry?: JournalDocument }) {
  const t = useTranslations("journals.form");
  const router = useRouter();
  const saveDocument = useSaveDocument();
  // The field shows a day; an entry's date is an instant. A day left as it was is not sent: a new entry is dated
  // now, an edited one keeps its time, so both keep their place among the day's entries (newest first).
  const initialDay = entry ? dayOf(entry.date) : today();
  const form = useContractForm(contracts, {
    title: entry?.title ?? "",
    date: initialDay,
    text: entry?.text ?? "",
    images: entry?.images ?? ([] as string[]),
    draft: entry?.draft ?? false,
    shouldAssess: entry?.shouldAssess ?? true,
  });
  const { values, setValue, bind, bindSwitch, errors } = form;
  // An entry that raised a safeguarding concern is saved like any other; the page then shows the support card.
  const [support, setSupport] = React.useState<string | null>(null);

  async function save() {
    const body = {
      title: values.title,
      // An empty date field is sent as such, so the contract answers 'Invalid date' rather than picking one.
      ...(values.date === initialDay ? {} : { date: values.date }),
      text: values.text,
      images: values.images,
      draft: values.draft,
      shouldAssess: values.shouldAssess,
    };
    await form.submitValid(
      (c) => (entry ? c.updateJournalSchema : c.createJournalSchema),
      body,
      async () => {
        // The wire body keeps the day as typed; the contract's Date is only for the check above.
        const saved = await saveDocument(
          t("entity"),
          entry && (() => call(journals.update, { params: { id: entry._id }, body })),
          () => call(journals.create, { body }),
        );
        if (saved.support) setSupport(saved.support.contacts);
        else router.push(PAGES.journals.list);
      },
    );
  }

  if (support !== null) {
    return (
      <div className="grid gap-4">
        <SupportCard contacts={support} className="max-w-none" />
        <div>
          <Button asChild variant="outline">
            <Link href={PAGES.journals.list}>{t("back")}</Link>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <FormElement form={form} onSubmit={save} className="grid gap-6">
      <Card>
        <CardContent className="grid gap-5 pt-6">
          <div className="grid gap-5 sm:grid-cols-3">
            <FormField label={t("title")} error={errors.title} required className="sm:col-span-2">
              <Input {...bind("title")} maxLength={JOURNAL_TITLE_MAX} autoComplete="off" required />
            </FormField>
            <FormField label={t("date")} error={errors.date} required>
              <Input type="date" {...bind("date")} required />
            </FormField>
          </div>
          <FormField label={t("text")} error={errors.text} description={t("textHint")}>
            <Textarea {...bind("text")} rows={12} maxLength={JOURNAL_TEXT_MAX} />
          </FormField>
          <TagInput
            label={t("images")}
            value={values.images}
            onChange={(next) => setValue("images", next)}
            // i18n-exempt: the start of a web address, alike in every language
            placeholder="https://…"
            error={imagesError(errors)}
            max={JOURNAL_IMAGES_MAX}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <SwitchField label={t("draft")} {...bindSwitch("draft")} description={t("draftHint")} />
            <SwitchField
              label={t("shouldAssess")}
              {...bindSwitch("shouldAssess")}
              description={t("shouldAssessHint")}
            />
          </div>
        </CardContent>
        <CardFooter className="flex-wrap justify-between gap-2 border-t pt-6">
          <div>
            {entry ? (
              <DeleteButton
                path={pathOf(journals.remove, { params: { id: entry._id } })}
                label={t("entity")}
                name={entry.title}
                onDeleted={() => router.push(PAGES.journals.list)}
              />
            ) : null}
          </div>
          <div className="flex gap-2">
            <Button asChild variant="outline">
              <Link href={PAGES.journals.list}>{t("cancel")}</Link>
            </Button>
            <SubmitButton>{entry ? t("saveChanges") : t("save")}</SubmitButton>
          </div>
        </CardFooter>
      </Card>
    </FormElement>
  );
}
