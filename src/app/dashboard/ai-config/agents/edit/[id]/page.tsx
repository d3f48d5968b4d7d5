import { getTranslations } from "next-intl/server";
import { AgentForm } from "@/components/ai-config/agent-form";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { PageShell } from "@/components/management/page-shell";
import { pageTitle } from "@/i18n/page-title";
import { PAGES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.editAgent.title");

async function EditAgentPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, t] = await Promise.all([params, getTranslations("pages")]);
  return (
    <PageShell title={t("editAgent.title")} back={{ href: PAGES.agents.list, label: t("agents.title") }}>
      <AgentForm id={id} />
    </PageShell>
  );
}

export default withPageMessages("dashboard/ai-config/agents/edit/[id]", EditAgentPage);
