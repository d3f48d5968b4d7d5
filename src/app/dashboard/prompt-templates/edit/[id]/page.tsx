import { PromptTemplateForm } from "@/components/ai-config/prompt-template-form";
import { shellPage } from "@/components/management/shell-page";
import { PAGES } from "@/lib/routes";

export const metadata = { title: "Edit prompt template" };

export default shellPage(metadata, ({ params }) => <PromptTemplateForm id={params.id} />, {
  back: { href: PAGES.promptTemplates.list, label: "Prompt templates" },
});
