import { CoachingNoteForm, type NoteTarget } from "@/components/coaching-notes/note-form";
import { RecipientHeader } from "@/components/coaching-notes/recipient-header";
import { RECIPIENTS } from "./recipients";

// Apart from RecipientNotes: a page's script holds every client component its modules import, rendered or not.
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
