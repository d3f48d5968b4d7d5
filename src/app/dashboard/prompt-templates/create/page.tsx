import type { Metadata } from "next";

import { PromptTemplateForm } from "@/components/ai-config/prompt-template-form";
import { PageShell } from "@/components/management/page-shell";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Create prompt template" };

export default function CreatePromptTemplatePage() {
  return (
    <PageShell
      title="Create prompt template"
      back={{ href: PAGES.promptTemplates.list, label: "Prompt templates" }}
    >
      <PromptTemplateForm />
    </PageShell>
  );
}
