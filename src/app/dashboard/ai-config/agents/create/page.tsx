import { AgentForm } from "@/components/ai-config/agent-form";
import { shellPage } from "@/components/management/shell-page";
import { PAGES } from "@/lib/routes";

export const metadata = { title: "Create agent" };

export default shellPage(metadata, <AgentForm />, {
  description: "Instruction sets can be added once the agent exists.",
  back: { href: PAGES.agents.list, label: "Agents" },
});
