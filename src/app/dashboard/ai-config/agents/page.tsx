import { PlusIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { AgentsTable } from "@/components/ai-config/agents-table";
import { PageHeader } from "@/components/management/page-header";
import { Button } from "@/components/ui/button";
import { PAGES, ROUTES } from "@/lib/routes";

export const metadata: Metadata = { title: "Agents" };

export default function AgentsPage() {
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Agents"
        description="The AI agents of your organisation."
        back={{ href: ROUTES.aiConfig, label: "AI Config" }}
        actions={
          <Button asChild>
            <Link href={PAGES.agents.create}>
              <PlusIcon />
              Create agent
            </Link>
          </Button>
        }
      />
      <AgentsTable />
    </div>
  );
}
