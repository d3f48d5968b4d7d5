import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { DraftsQueue } from "@/components/coaching-notes/drafts-queue";
import { NewNoteDialog } from "@/components/coaching-notes/new-note-dialog";
import { CoachingNotesTable } from "@/components/coaching-notes/notes-table";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { isNotAthlete } from "@/components/management/display";
import { PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";
import { pageTitle } from "@/i18n/page-title";
import { ROUTES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.coachingNotes.title");

/**
 * Coaches and admins: the notes of the people and teams they may see, with "New note" (pick an athlete or team).
 * Athletes: what the API gives them (the feedback addressed to them), read-only.
 */
async function CoachingNotesPage() {
  const [{ viewer }, t] = await Promise.all([viewerContext(), getTranslations("pages.coachingNotes")]);
  const canWrite = isNotAthlete(viewer);
  // An athlete's coaching notes are the feedback addressed to them, which has its own page and menu entry.
  if (!canWrite) redirect(ROUTES.feedbacks);
  return (
    <PageShell
      title={t("title")}
      description={canWrite ? t("staffDescription") : t("athleteDescription")}
      actions={canWrite ? <NewNoteDialog /> : null}
    >
      {canWrite ? <DraftsQueue /> : null}
      <CoachingNotesTable canWrite={canWrite} emptyText={canWrite ? t("staffEmpty") : t("athleteEmpty")} />
    </PageShell>
  );
}

export default withPageMessages("dashboard/coaching-notes", CoachingNotesPage);
