import { getTranslations } from "next-intl/server";
import { CoachingNoteView } from "@/components/coaching-notes/note-view";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { isNotAthlete } from "@/components/management/display";
import { viewerContext } from "@/components/management/viewer";
import { pageTitle } from "@/i18n/page-title";
import { PAGES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.coachingNote.title");

/** Anyone may open it (the API answers only what they may read); coaches and admins may edit and delete. */
async function ViewCoachingNotePage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, { viewer }, t] = await Promise.all([params, viewerContext(), getTranslations("pages")]);
  return (
    <CoachingNoteView
      id={id}
      canWrite={isNotAthlete(viewer)}
      back={{ href: PAGES.coachingNotes.list, label: t("coachingNotes.title") }}
    />
  );
}

export default withPageMessages("dashboard/coaching-notes/view/[id]", ViewCoachingNotePage);
