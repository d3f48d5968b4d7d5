import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { PromptTemplateView } from "@/components/ai-config/resource-views";
import { isNotAthlete } from "@/components/management/display";
import { viewerContext } from "@/components/management/viewer";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("promptTemplate.title") };
}

export default async function ViewPromptTemplatePage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, { viewer }] = await Promise.all([params, viewerContext()]);
  return <PromptTemplateView id={id} canEdit={isNotAthlete(viewer)} />;
}
