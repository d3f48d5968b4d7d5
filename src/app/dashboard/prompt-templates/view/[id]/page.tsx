import { PromptTemplateView } from "@/components/ai-config/resource-views";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { isNotAthlete } from "@/components/management/display";
import { viewerContext } from "@/components/management/viewer";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.promptTemplate.title");

async function ViewPromptTemplatePage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, { viewer }] = await Promise.all([params, viewerContext()]);
  return <PromptTemplateView id={id} canEdit={isNotAthlete(viewer)} />;
}

export default withPageMessages("dashboard/prompt-templates/view/[id]", ViewPromptTemplatePage);
