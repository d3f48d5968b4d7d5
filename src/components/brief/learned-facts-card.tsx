"use client";

import Link from "next/link";
import * as React from "react";

import { formatDate } from "@/components/management/display";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { SectionCard } from "@/components/ui/section-card";
import { users } from "@/lib/api/browser-endpoints";
import { call } from "@/lib/api/call";
import type { LearnedFact, PersonBrief } from "@/lib/contracts/brief/schemas";
import type { UpdateDetailsInput } from "@/lib/contracts/users/schemas";
import { PAGES, ROUTES } from "@/lib/routes";
import { toastSuccess, updatedMessage } from "@/lib/toast";
import { correctable, correctionBody, forgetBody } from "./fact-edits";

/** Where a fact came from; a link to it where the reader may open it (one's own entries; chats a coach may read). */
function Provenance({ fact, own }: { fact: LearnedFact; own: boolean }) {
  const when = formatDate(fact.at);
  if (fact.source === "routine") return <>From the routine assessment, {when}</>;
  if (!fact.sourceId) return <>Learned {when}</>;
  if (fact.source === "journal" && !own) return <>Learned from a journal entry, {when}</>;
  const href = fact.source === "chat" ? PAGES.chats.view(fact.sourceId) : PAGES.journals.edit(fact.sourceId);
  return (
    <>
      Learned from <Link href={href}>{fact.source === "chat" ? "a chat" : "a journal entry"}</Link>, {when}
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
        {fact.label}
      </label>
      <Input
        id={inputId}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="min-w-0 flex-1"
        autoFocus
      />
      <Button type="submit" size="sm" loading={busy}>
        Save
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
        Cancel
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
  const [editing, setEditing] = React.useState(false);
  const [busy, setBusy] = React.useState(false);

  async function save(body: Record<string, unknown>) {
    setBusy(true);
    try {
      await call(users.updateDetails, { body: body as UpdateDetailsInput });
      toastSuccess(updatedMessage("Profile"));
      setEditing(false);
      onChanged();
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="grid gap-2 border-b py-3 last:border-b-0" data-testid="learned-fact">
      <div className="grid gap-0.5">
        <span className="font-medium text-sm">{fact.label}</span>
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
              aria-label={`Correct ${fact.label}`}
            >
              Correct
            </Button>
          ) : (
            <Button size="sm" variant="outline" asChild>
              <Link href={ROUTES.profile} aria-label={`Edit ${fact.label} in your profile`}>
                Edit in profile
              </Link>
            </Button>
          )}
          <Button
            size="sm"
            variant="ghost"
            loading={busy}
            onClick={() => void save(forgetBody(fact.field))}
            aria-label={`Forget ${fact.label}`}
          >
            Forget
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** What the AI learned and keeps, with where each fact came from; the person corrects or forgets any of it. */
export function LearnedFactsCard({ brief, onChanged }: { brief: PersonBrief; onChanged: () => void }) {
  return (
    <SectionCard
      title="What it has learned"
      description={
        brief.canEdit
          ? "Facts the AI picked up from your chats and journals. A correction is yours: it is never overwritten."
          : "Facts the AI picked up from their chats and journals."
      }
    >
      {brief.facts.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          Nothing learned yet. Once chats and journal entries are assessed, what the AI remembers shows here.
        </p>
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
