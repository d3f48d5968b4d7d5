import type { Metadata } from "next";
import Link from "next/link";

import { InstructionSetsTable } from "@/components/ai-config/resource-tables";
import { CreateLink, PageShell } from "@/components/management/page-shell";
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
    <PageShell
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
        <CreateLink
          href={agentId ? `${PAGES.instructionSets.create}?agent=${agentId}` : PAGES.instructionSets.create}
        >
          Create instruction set
        </CreateLink>
      }
    >
      <InstructionSetsTable key={agentId ?? "all"} agentId={agentId} />
    </PageShell>
  );
}
