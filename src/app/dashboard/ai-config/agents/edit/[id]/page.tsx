import type { Metadata } from "next";

import { AgentForm } from "@/components/ai-config/agent-form";
import { PageShell } from "@/components/management/page-shell";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Edit agent" };

export default async function EditAgentPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <PageShell title="Edit agent" back={{ href: PAGES.agents.list, label: "Agents" }}>
      <AgentForm id={id} />
    </PageShell>
  );
}
