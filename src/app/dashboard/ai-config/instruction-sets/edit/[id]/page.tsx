import type { Metadata } from "next";

import { InstructionSetForm } from "@/components/ai-config/instruction-set-form";
import { PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Edit instruction set" };

export default async function EditInstructionSetPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, { organizationId }] = await Promise.all([params, viewerContext()]);
  return (
    <PageShell
      title="Edit instruction set"
      back={{ href: PAGES.instructionSets.list, label: "Instruction sets" }}
    >
      <InstructionSetForm id={id} organizationId={organizationId} />
    </PageShell>
  );
}
