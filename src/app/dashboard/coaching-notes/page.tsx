import type { Metadata } from "next";

import { NewNoteDialog } from "@/components/coaching-notes/new-note-dialog";
import { CoachingNotesTable } from "@/components/coaching-notes/notes-table";
import { isNotAthlete } from "@/components/management/display";
import { PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";

export const metadata: Metadata = { title: "Coaching notes" };

/**
 * Coaches and admins: the notes of the people and teams they may see, with "New note" (pick an athlete or team).
 * Athletes: what the API gives them (the feedback addressed to them), read-only.
 */
export default async function CoachingNotesPage() {
  const { viewer } = await viewerContext();
  const canWrite = isNotAthlete(viewer);
  return (
    <PageShell
      title="Coaching notes"
      description={
        canWrite
          ? "Observations, coach prompts and feedback for your athletes and teams."
          : "Feedback your coaches wrote for you."
      }
      actions={canWrite ? <NewNoteDialog /> : null}
    >
      <CoachingNotesTable
        canWrite={canWrite}
        emptyText={canWrite ? "No coaching notes yet. Create one with “New note”." : "No feedback yet"}
      />
    </PageShell>
  );
}
