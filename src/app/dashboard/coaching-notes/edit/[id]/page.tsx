import type { Metadata } from "next";

import { CoachingNoteForm } from "@/components/coaching-notes/note-form";
import { PageHeader } from "@/components/management/page-header";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Edit coaching note" };

export default async function EditCoachingNotePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Edit coaching note"
        back={{ href: PAGES.coachingNotes.list, label: "Coaching notes" }}
      />
      <CoachingNoteForm id={id} />
    </div>
  );
}
