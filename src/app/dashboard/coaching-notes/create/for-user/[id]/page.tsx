import type { Metadata } from "next";

import { CoachingNoteForm } from "@/components/coaching-notes/note-form";
import { RecipientHeader } from "@/components/coaching-notes/recipient-header";

export const metadata: Metadata = { title: "New coaching note" };

export default async function CreateUserNotePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <div className="grid gap-6">
      <RecipientHeader
        kind="user"
        id={id}
        prefix="New note for"
        fallback="New coaching note"
        description="A coaching note for one athlete."
      />
      <CoachingNoteForm target={{ kind: "user", id }} />
    </div>
  );
}
