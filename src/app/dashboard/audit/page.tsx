import { getTranslations } from "next-intl/server";
import { AuditRetentionCard } from "@/components/audit/audit-retention-card";
import { AuditTrail } from "@/components/audit/audit-trail";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { PageShell } from "@/components/management/page-shell";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.audit.title");

/** Admins: who signed in, changed people or the AI configuration, or read hidden information, and when. */
async function AuditPage() {
  const t = await getTranslations("pages.audit");
  return (
    <PageShell title={t("title")} description={t("description")}>
      <AuditRetentionCard />
      <AuditTrail />
    </PageShell>
  );
}

export default withPageMessages("dashboard/audit", AuditPage);
