import type { Metadata } from "next";

import { InstructionForm } from "@/components/ai-config/instruction-form";
import { PageShell } from "@/components/management/page-shell";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Edit instruction" };

export default async function EditInstructionPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <PageShell title="Edit instruction" back={{ href: PAGES.instructions.list, label: "Instructions" }}>
      <InstructionForm id={id} />
    </PageShell>
  );
}
