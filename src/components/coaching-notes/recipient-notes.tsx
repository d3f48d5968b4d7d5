import type * as React from "react";
import type { NoteTarget } from "@/components/coaching-notes/note-form";
import { CoachingNotesTable } from "@/components/coaching-notes/notes-table";
import { RecipientHeader } from "@/components/coaching-notes/recipient-header";
import { RECIPIENTS } from "./recipients";

/** The notes addressed to one athlete or team, with "New note" for them (the API narrows to what one may see). */
export function RecipientNotes({ kind, id, drafts }: NoteTarget & { drafts?: React.ReactNode }) {
  const { noun, listFallback, filter } = RECIPIENTS[kind];
  return (
    <div className="grid gap-6">
      <RecipientHeader
        kind={kind}
        id={id}
        prefix="Coaching notes for"
        fallback={listFallback}
        description={`Observations, coach prompts and feedback for this ${noun}.`}
        newNote
      />
      {drafts}
      <CoachingNotesTable
        canWrite
        filters={{ [filter]: id }}
        showRecipient={false}
        emptyText={`No coaching notes for this ${noun} yet.`}
      />
    </div>
  );
}
