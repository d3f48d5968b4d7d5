import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { InstructionSetView } from "@/components/ai-config/resource-views";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("instructionSet.title") };
}

export default async function ViewInstructionSetPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <InstructionSetView id={id} />;
}
