import type { Metadata } from "next";

import { PromptTemplateForm } from "@/components/ai-config/prompt-template-form";
import { PageShell } from "@/components/management/page-shell";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Edit prompt template" };

export default async function EditPromptTemplatePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <PageShell
      title="Edit prompt template"
      back={{ href: PAGES.promptTemplates.list, label: "Prompt templates" }}
    >
      <PromptTemplateForm id={id} />
    </PageShell>
  );
}
