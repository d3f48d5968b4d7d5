import type { Metadata } from "next";

import { PromptTemplateView } from "@/components/ai-config/resource-views";
import { isNotAthlete } from "@/components/management/display";
import { viewerContext } from "@/components/management/viewer";

export const metadata: Metadata = { title: "Prompt template" };

export default async function ViewPromptTemplatePage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, { viewer }] = await Promise.all([params, viewerContext()]);
  return <PromptTemplateView id={id} canEdit={isNotAthlete(viewer)} />;
}
