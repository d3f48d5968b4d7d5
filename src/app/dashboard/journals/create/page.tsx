import { getTranslations } from "next-intl/server";
import { withPageMessages } from "@/components/i18n/with-page-messages";

import { JournalForm } from "@/components/journals/journal-form";
import { PageShell } from "@/components/management/page-shell";
import { pageTitle } from "@/i18n/page-title";
import { PAGES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.newJournalEntry.title");

async function CreateJournalEntryPage() {
  const t = await getTranslations("pages");
  return (
    <PageShell
      title={t("newJournalEntry.title")}
      back={{ href: PAGES.journals.list, label: t("journals.title") }}
    >
      <JournalForm />
    </PageShell>
  );
}

export default withPageMessages("dashboard/journals/create", CreateJournalEntryPage);
