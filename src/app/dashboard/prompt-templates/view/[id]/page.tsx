import { PromptTemplateView } from "@/components/ai-config/resource-views";
import { isNotAthlete } from "@/components/management/display";
import { viewerContext } from "@/components/management/viewer";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.promptTemplate.title");

export default async function ViewPromptTemplatePage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, { viewer }] = await Promise.all([params, viewerContext()]);
  return <PromptTemplateView id={id} canEdit={isNotAthlete(viewer)} />;
}
