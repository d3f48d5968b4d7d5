import type { Metadata } from "next";

import { InstructionForm } from "@/components/ai-config/instruction-form";
import { PageShell } from "@/components/management/page-shell";
import { isId } from "@/lib/ids";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Create instruction" };

export default async function CreateInstructionPage({
  searchParams,
}: {
  searchParams: Promise<{ instructionSet?: string | string[] }>;
}) {
  const { instructionSet } = await searchParams;
  const setId = isId(instructionSet) ? instructionSet : undefined;
  return (
    <PageShell title="Create instruction" back={{ href: PAGES.instructions.list, label: "Instructions" }}>
      <InstructionForm instructionSetId={setId} />
    </PageShell>
  );
}
