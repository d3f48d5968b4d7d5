import { PlusIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { InstructionSetsTable } from "@/components/ai-config/resource-tables";
import { PageHeader } from "@/components/management/page-header";
import { Button } from "@/components/ui/button";
import { isId } from "@/lib/ids";
import { PAGES, ROUTES } from "@/lib/routes";

export const metadata: Metadata = { title: "Instruction sets" };

export default async function InstructionSetsPage({
  searchParams,
}: {
  searchParams: Promise<{ agent?: string | string[] }>;
}) {
  const { agent } = await searchParams;
  const agentId = isId(agent) ? agent : undefined;
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Instruction sets"
        description={
          agentId ? (
            <>
              The sets that name{" "}
              <Link href={PAGES.agents.view(agentId)} className="text-primary underline underline-offset-4">
                this agent
              </Link>
              .{" "}
              <Link href={PAGES.instructionSets.list} className="text-primary underline underline-offset-4">
                Show all
              </Link>
            </>
          ) : (
            "Groups of instructions with shared triggers and assignment."
          )
        }
        back={
          agentId
            ? { href: PAGES.agents.view(agentId), label: "Agent" }
            : { href: ROUTES.aiConfig, label: "AI Config" }
        }
        actions={
          <Button asChild>
            <Link
              href={
                agentId ? `${PAGES.instructionSets.create}?agent=${agentId}` : PAGES.instructionSets.create
              }
            >
              <PlusIcon />
              Create instruction set
            </Link>
          </Button>
        }
      />
      <InstructionSetsTable key={agentId ?? "all"} agentId={agentId} />
    </div>
  );
}
