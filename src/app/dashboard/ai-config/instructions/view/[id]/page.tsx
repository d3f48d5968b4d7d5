import type { Metadata } from "next";

import { InstructionView } from "@/components/ai-config/resource-views";

export const metadata: Metadata = { title: "Instruction" };

export default async function ViewInstructionPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <InstructionView id={id} />;
}
