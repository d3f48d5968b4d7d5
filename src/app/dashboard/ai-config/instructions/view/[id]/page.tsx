import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { InstructionView } from "@/components/ai-config/resource-views";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("instruction.title") };
}

export default async function ViewInstructionPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <InstructionView id={id} />;
}
