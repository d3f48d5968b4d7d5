import { AgentView } from "@/components/ai-config/agent-view";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.agent.title");

export default async function AgentPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <AgentView id={id} />;
}
