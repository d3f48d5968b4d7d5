import type { Metadata } from "next";

import { CoachingNoteForm } from "@/components/coaching-notes/note-form";
import { PageShell } from "@/components/management/page-shell";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Edit coaching note" };

export default async function EditCoachingNotePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <PageShell title="Edit coaching note" back={{ href: PAGES.coachingNotes.list, label: "Coaching notes" }}>
      <CoachingNoteForm id={id} />
    </PageShell>
  );
}
