import type { Metadata } from "next";

import { InstructionSetForm } from "@/components/ai-config/instruction-set-form";
import { PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";
import { isId } from "@/lib/ids";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Create instruction set" };

export default async function CreateInstructionSetPage({
  searchParams,
}: {
  searchParams: Promise<{ agent?: string | string[] }>;
}) {
  const [{ agent }, { organizationId }] = await Promise.all([searchParams, viewerContext()]);
  const agentId = isId(agent) ? agent : undefined;
  return (
    <PageShell
      title="Create instruction set"
      description="Instructions can be added once the set exists."
      back={{ href: PAGES.instructionSets.list, label: "Instruction sets" }}
    >
      <InstructionSetForm organizationId={organizationId} agentId={agentId} />
    </PageShell>
  );
}
