import { getTranslations } from "next-intl/server";
import { AgentForm } from "@/components/ai-config/agent-form";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { PageShell } from "@/components/management/page-shell";
import { pageTitle } from "@/i18n/page-title";
import { PAGES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.createAgent.title");

async function CreateAgentPage() {
  const t = await getTranslations("pages");
  return (
    <PageShell
      title={t("createAgent.title")}
      description={t("createAgent.description")}
      back={{ href: PAGES.agents.list, label: t("agents.title") }}
    >
      <AgentForm />
    </PageShell>
  );
}

export default withPageMessages("dashboard/ai-config/agents/create", CreateAgentPage);
