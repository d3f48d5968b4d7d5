import type { Metadata } from "next";

import { InstructionSetForm } from "@/components/ai-config/instruction-set-form";
import { PageHeader } from "@/components/management/page-header";
import { viewerContext } from "@/components/management/viewer";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Edit instruction set" };

export default async function EditInstructionSetPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, { organizationId }] = await Promise.all([params, viewerContext()]);
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Edit instruction set"
        back={{ href: PAGES.instructionSets.list, label: "Instruction sets" }}
      />
      <InstructionSetForm id={id} organizationId={organizationId} />
    </div>
  );
}
