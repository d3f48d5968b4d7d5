import { AgentForm } from "@/components/ai-config/agent-form";
import { shellPage } from "@/components/management/shell-page";
import { PAGES } from "@/lib/routes";

export const metadata = { title: "Edit agent" };

export default shellPage(metadata, ({ params }) => <AgentForm id={params.id} />, {
  back: { href: PAGES.agents.list, label: "Agents" },
});
