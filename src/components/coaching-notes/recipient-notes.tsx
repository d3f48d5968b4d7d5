import { useTranslations } from "next-intl";
import type * as React from "react";
import type { NoteTarget } from "@/components/coaching-notes/note-form";
import { CoachingNotesTable } from "@/components/coaching-notes/notes-table";
import { RecipientHeader } from "@/components/coaching-notes/recipient-header";
import { RECIPIENTS } from "./recipients";

/** The notes addressed to one athlete or team, with "New note" for them (the API narrows to what one may see). */
export function RecipientNotes({ kind, id, drafts }: NoteTarget & { drafts?: React.ReactNode }) {
  const t = useTranslations("coachingNotes.recipient");
  return (
    <div className="grid gap-6">
      <RecipientHeader kind={kind} id={id} page="list" />
      {drafts}
      <CoachingNotesTable
        canWrite
        filters={{ [RECIPIENTS[kind].filter]: id }}
        showRecipient={false}
        emptyText={t("listEmpty", { kind })}
      />
    </div>
  );
}
