import { getTranslations } from "next-intl/server";
import { withPageMessages } from "@/components/i18n/with-page-messages";

import { JournalForm } from "@/components/journals/journal-form";
import { PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";
import { pageTitle } from "@/i18n/page-title";
import { PAGES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.editJournalEntry.title");

async function EditJournalEntryPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, { viewer }, t] = await Promise.all([params, viewerContext(), getTranslations("pages")]);
  return (
    <PageShell
      title={t("editJournalEntry.title")}
      back={{ href: PAGES.journals.list, label: t("journals.title") }}
    >
      <JournalForm id={id} viewerId={viewer._id} />
    </PageShell>
  );
}

export default withPageMessages("dashboard/journals/edit/[id]", EditJournalEntryPage);
