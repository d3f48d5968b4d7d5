import { AgentsTable } from "@/components/ai-config/agents-table";
import { CreateLink } from "@/components/management/page-shell";
import { shellPage } from "@/components/management/shell-page";
import { PAGES, ROUTES } from "@/lib/routes";

export const metadata = { title: "Agents" };

export default shellPage(metadata, <AgentsTable />, {
  description: "The AI agents of your organisation.",
  back: { href: ROUTES.aiConfig, label: "AI Config" },
  actions: <CreateLink href={PAGES.agents.create}>Create agent</CreateLink>,
});
