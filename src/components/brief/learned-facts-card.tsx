"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import * as React from "react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { SectionCard } from "@/components/ui/section-card";
import { useFormat } from "@/i18n/format";
import { users } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";
import type { LearnedFact, PersonBrief } from "@/lib/contracts/brief/schemas";
import { MEMORY_FIELDS, ROUTINE_FIELDS } from "@/lib/contracts/brief/values";
import type { UpdateDetailsInput } from "@/lib/contracts/users/schemas";
import { PAGES, ROUTES } from "@/lib/routes";
import { toastSuccess } from "@/lib/toast";
import { correctable, correctionBody, forgetBody } from "./fact-edits";

type FactField = keyof typeof MEMORY_FIELDS | keyof typeof ROUTINE_FIELDS;

const isFactField = (field: string): field is FactField =>
  Object.hasOwn(MEMORY_FIELDS, field) || Object.hasOwn(ROUTINE_FIELDS, field);

/** The fact's name in the reader's language; a field this page does not know, as the API named it. */
function useFactLabel() {
  const t = useTranslations("brief.facts");
  return (fact: LearnedFact) => (isFactField(fact.field) ? t(`fields.${fact.field}`) : fact.label);
}

/** Where a fact came from; a link to it where the reader may open it (one's own entries; chats a coach may read). */
function Provenance({ fact, own }: { fact: LearnedFact; own: boolean }) {
  const t = useTranslations("brief.facts.provenance");
  const format = useFormat();
  const when = format.date(fact.at);
  if (fact.source === "routine") return <>{t("routine", { when })}</>;
  if (!fact.sourceId) return <>{t("learned", { when })}</>;
  if (fact.source === "journal" && !own) return <>{t("journal", { when })}</>;
  const href = fact.source === "chat" ? PAGES.chats.view(fact.sourceId) : PAGES.journals.edit(fact.sourceId);
  return (
    <>
      {t.rich(fact.source === "chat" ? "chatLink" : "journalLink", {
        when,
        link: (text) => <Link href={href}>{text}</Link>,
      })}
    </>
  );
}

function CorrectionForm({
  fact,
  busy,
  onSave,
  onCancel,
}: {
  fact: LearnedFact;
  busy: boolean;
  onSave: (text: string) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("brief.facts");
  const factLabel = useFactLabel();
  const [text, setText] = React.useState(fact.value);
  const inputId = React.useId();
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSave(text);
      }}
    >
      <label htmlFor={inputId} className="sr-only">
        {factLabel(fact)}
      </label>
      <Input
        id={inputId}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="min-w-0 flex-1"
        autoFocus
      />
      <Button type="submit" size="sm" loading={busy}>
        {t("save")}
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
        {t("cancel")}
      </Button>
    </form>
  );
}

function FactRow({
  fact,
  canEdit,
  onChanged,
}: {
  fact: LearnedFact;
  canEdit: boolean;
  onChanged: () => void;
}) {
  const t = useTranslations("brief.facts");
  const label = useFactLabel()(fact);
  const [editing, setEditing] = React.useState(false);
  const [busy, setBusy] = React.useState(false);

  async function save(body: Record<string, unknown>) {
    setBusy(true);
    try {
      await call(users.updateDetails, { body: body as UpdateDetailsInput });
      toastSuccess(t("updated"));
      setEditing(false);
      onChanged();
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="grid gap-2 border-b py-3 last:border-b-0" data-testid="learned-fact">
      <div className="grid gap-0.5">
        <span className="font-medium text-sm">{label}</span>
        {editing ? (
          <CorrectionForm
            fact={fact}
            busy={busy}
            onSave={(text) => void save(correctionBody(fact.field, text))}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <span className="break-words">{fact.value}</span>
        )}
        <span className="text-muted-foreground text-xs">
          <Provenance fact={fact} own={canEdit} />
        </span>
      </div>
      {canEdit && !editing ? (
        <div className="flex flex-wrap gap-2">
          {correctable(fact.field) ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => setEditing(true)}
              aria-label={t("correctLabel", { label })}
            >
              {t("correct")}
            </Button>
          ) : (
            <Button size="sm" variant="outline" asChild>
              <Link href={ROUTES.profile} aria-label={t("editInProfileLabel", { label })}>
                {t("editInProfile")}
              </Link>
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            loading={busy}
            onClick={() => void save(forgetBody(fact.field))}
            aria-label={t("forgetLabel", { label })}
          >
            {t("forget")}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** What the AI learned and keeps, with where each fact came from; the person corrects or forgets any of it. */
export function LearnedFactsCard({ brief, onChanged }: { brief: PersonBrief; onChanged: () => void }) {
  const t = useTranslations("brief.facts");
  return (
    <SectionCard
      title={t("title")}
      description={brief.canEdit ? t("descriptionSelf") : t("descriptionOther")}
    >
      {brief.facts.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("empty")}</p>
      ) : (
        <ul className="grid">
          {brief.facts.map((fact) => (
            <FactRow
              key={`${fact.field}:${fact.at}`}
              fact={fact}
              canEdit={brief.canEdit}
              onChanged={onChanged}
            />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
