import { AgentView } from "@/components/ai-config/agent-view";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.agent.title");

async function AgentPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <AgentView id={id} />;
}

export default withPageMessages("dashboard/ai-config/agents/[id]", AgentPage);
