import type { Metadata } from "next";

import { CoachingNoteForm } from "@/components/coaching-notes/note-form";
import { RecipientHeader } from "@/components/coaching-notes/recipient-header";

export const metadata: Metadata = { title: "New coaching note" };

export default async function CreateTeamNotePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <div className="grid gap-6">
      <RecipientHeader
        kind="team"
        id={id}
        prefix="New note for"
        fallback="New coaching note"
        description="A coaching note for every member of one team."
      />
      <CoachingNoteForm target={{ kind: "team", id }} />
    </div>
  );
}
