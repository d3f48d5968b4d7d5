import { getTranslations } from "next-intl/server";
import { AgentsTable } from "@/components/ai-config/agents-table";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { CreateLink, PageShell } from "@/components/management/page-shell";
import { pageTitle } from "@/i18n/page-title";
import { PAGES, ROUTES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.agents.title");

async function AgentsPage() {
  const t = await getTranslations("pages");
  return (
    <PageShell
      title={t("agents.title")}
      description={t("agents.description")}
      back={{ href: ROUTES.aiConfig, label: t("aiConfig.title") }}
      actions={<CreateLink href={PAGES.agents.create}>{t("createAgent.title")}</CreateLink>}
    >
      <AgentsTable />
    </PageShell>
  );
}

export default withPageMessages("dashboard/ai-config/agents", AgentsPage);
