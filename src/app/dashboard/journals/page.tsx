import { getTranslations } from "next-intl/server";
import { withPageMessages } from "@/components/i18n/with-page-messages";

import { JournalList } from "@/components/journals/journal-list";
import { CreateLink, PageShell } from "@/components/management/page-shell";
import { pageTitle } from "@/i18n/page-title";
import { PAGES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.journals.title");

async function JournalsPage() {
  const t = await getTranslations("pages.journals");
  return (
    <PageShell
      className="grid-cols-1"
      title={t("title")}
      description={t("description")}
      actions={<CreateLink href={PAGES.journals.create}>{t("newEntry")}</CreateLink>}
    >
      <JournalList />
    </PageShell>
  );
}

export default withPageMessages("dashboard/journals", JournalsPage);
