import type { Metadata } from "next";

import { AgentsTable } from "@/components/ai-config/agents-table";
import { CreateLink, PageShell } from "@/components/management/page-shell";
import { PAGES, ROUTES } from "@/lib/routes";

export const metadata: Metadata = { title: "Agents" };

export default function AgentsPage() {
  return (
    <PageShell
      title="Agents"
      description="The AI agents of your organisation."
      back={{ href: ROUTES.aiConfig, label: "AI Config" }}
      actions={<CreateLink href={PAGES.agents.create}>Create agent</CreateLink>}
    >
      <AgentsTable />
    </PageShell>
  );
}
