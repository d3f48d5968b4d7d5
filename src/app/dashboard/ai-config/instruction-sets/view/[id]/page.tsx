import type { Metadata } from "next";

import { InstructionSetView } from "@/components/ai-config/resource-views";

export const metadata: Metadata = { title: "Instruction set" };

export default async function ViewInstructionSetPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <InstructionSetView id={id} />;
}
