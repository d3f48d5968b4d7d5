import { CoachingNoteForm, type NoteTarget } from "@/components/coaching-notes/note-form";
import { RecipientHeader } from "@/components/coaching-notes/recipient-header";

// Apart from RecipientNotes: a page's script holds every client component its modules import, rendered or not.
/** A new coaching note for one athlete or team. */
export function NewRecipientNote({ kind, id }: NoteTarget) {
  return (
    <div className="grid gap-6">
      <RecipientHeader kind={kind} id={id} page="new" />
      <CoachingNoteForm target={{ kind, id }} />
    </div>
  );
}
