import { CoachingNoteForm, type NoteTarget } from "@/components/coaching-notes/note-form";
import { CoachingNotesTable } from "@/components/coaching-notes/notes-table";
import { RecipientHeader } from "@/components/coaching-notes/recipient-header";

const RECIPIENTS = {
  user: {
    noun: "athlete",
    listFallback: "Athlete coaching notes",
    filter: "toUser",
    newNoteDescription: "A coaching note for one athlete.",
  },
  team: {
    noun: "team",
    listFallback: "Team coaching notes",
    filter: "toTeam",
    newNoteDescription: "A coaching note for every member of one team.",
  },
} as const;

/** The notes addressed to one athlete or team, with "New note" for them (the API narrows to what one may see). */
export function RecipientNotes({ kind, id }: NoteTarget) {
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
      <CoachingNotesTable
        canWrite
        filters={{ [filter]: id }}
        showRecipient={false}
        emptyText={`No coaching notes for this ${noun} yet.`}
      />
    </div>
  );
}

/** A new coaching note for one athlete or team. */
export function NewRecipientNote({ kind, id }: NoteTarget) {
  return (
    <div className="grid gap-6">
      <RecipientHeader
        kind={kind}
        id={id}
        prefix="New note for"
        fallback="New coaching note"
        description={RECIPIENTS[kind].newNoteDescription}
      />
      <CoachingNoteForm target={{ kind, id }} />
    </div>
  );
}
