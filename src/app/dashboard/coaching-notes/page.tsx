import { redirect } from "next/navigation";
import { DraftsQueue } from "@/components/coaching-notes/drafts-queue";
import { NewNoteDialog } from "@/components/coaching-notes/new-note-dialog";
import { CoachingNotesTable } from "@/components/coaching-notes/notes-table";
import { isNotAthlete } from "@/components/management/display";
import { shellPage } from "@/components/management/shell-page";
import { viewerContext } from "@/components/management/viewer";
import { ROUTES } from "@/lib/routes";

export const metadata = { title: "Coaching notes" };

const viewerCanWrite = async () => isNotAthlete((await viewerContext()).viewer);

/**
 * Coaches and admins: the notes of the people and teams they may see, with "New note" (pick an athlete or team).
 * Athletes: what the API gives them (the feedback addressed to them), read-only.
 */
export default shellPage(
  metadata,
  async () => {
    const canWrite = await viewerCanWrite();
    // An athlete's coaching notes are the feedback addressed to them, which has its own page and menu entry.
    if (!canWrite) redirect(ROUTES.feedbacks);
    return (
      <>
        {canWrite ? <DraftsQueue /> : null}
        <CoachingNotesTable
          canWrite={canWrite}
          emptyText={canWrite ? "No coaching notes yet. Create one with “New note”." : "No feedback yet"}
        />
      </>
    );
  },
  async () => {
    const canWrite = await viewerCanWrite();
    return {
      description: canWrite
        ? "Observations, coach prompts and feedback for your athletes and teams."
        : "Feedback your coaches wrote for you.",
      actions: canWrite ? <NewNoteDialog /> : null,
    };
  },
);
