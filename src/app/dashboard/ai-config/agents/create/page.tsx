import type { Metadata } from "next";

import { AgentForm } from "@/components/ai-config/agent-form";
import { PageShell } from "@/components/management/page-shell";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Create agent" };

export default function CreateAgentPage() {
  return (
    <PageShell
      title="Create agent"
      description="Instruction sets can be added once the agent exists."
      back={{ href: PAGES.agents.list, label: "Agents" }}
    >
      <AgentForm />
    </PageShell>
  );
}
