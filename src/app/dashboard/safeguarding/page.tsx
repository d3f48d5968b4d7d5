import { getTranslations } from "next-intl/server";
import { withPageMessages } from "@/components/i18n/with-page-messages";

import { PageShell } from "@/components/management/page-shell";
import { CaseList } from "@/components/safeguarding/case-list";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.safeguarding.title");

/** Coaches and admins: the safeguarding cases they were told of (every case, for the organisation's leads). */
async function SafeguardingPage() {
  const t = await getTranslations("pages.safeguarding");
  return (
    <PageShell title={t("title")} description={t("description")}>
      <CaseList />
    </PageShell>
  );
}

export default withPageMessages("dashboard/safeguarding", SafeguardingPage);
