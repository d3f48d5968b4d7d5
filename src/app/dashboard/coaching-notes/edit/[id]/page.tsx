import { getTranslations } from "next-intl/server";
import { CoachingNoteForm } from "@/components/coaching-notes/note-form";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { PageShell } from "@/components/management/page-shell";
import { pageTitle } from "@/i18n/page-title";
import { PAGES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.editCoachingNote.title");

async function EditCoachingNotePage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, t] = await Promise.all([params, getTranslations("pages")]);
  return (
    <PageShell
      title={t("editCoachingNote.title")}
      back={{ href: PAGES.coachingNotes.list, label: t("coachingNotes.title") }}
    >
      <CoachingNoteForm id={id} />
    </PageShell>
  );
}

export default withPageMessages("dashboard/coaching-notes/edit/[id]", EditCoachingNotePage);
