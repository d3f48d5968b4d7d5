import type { Metadata } from "next";

import { PromptTemplateForm } from "@/components/ai-config/prompt-template-form";
import { PageHeader } from "@/components/management/page-header";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Create prompt template" };

export default function CreatePromptTemplatePage() {
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Create prompt template"
        back={{ href: PAGES.promptTemplates.list, label: "Prompt templates" }}
      />
      <PromptTemplateForm />
    </div>
  );
}
