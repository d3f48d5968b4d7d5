import { PromptTemplateForm } from "@/components/ai-config/prompt-template-form";
import { shellPage } from "@/components/management/shell-page";
import { PAGES } from "@/lib/routes";

export const metadata = { title: "Create prompt template" };

export default shellPage(metadata, <PromptTemplateForm />, {
  back: { href: PAGES.promptTemplates.list, label: "Prompt templates" },
});
