import type { Metadata } from "next";

import { PromptTemplatesTable } from "@/components/ai-config/resource-tables";
import { isNotAthlete } from "@/components/management/display";
import { CreateLink, PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Prompt templates" };

export default async function PromptTemplatesPage() {
  const { viewer } = await viewerContext();
  const canEdit = isNotAthlete(viewer);
  return (
    <PageShell
      title="Prompt templates"
      description="Reusable coach prompts of your organisation."
      actions={
        canEdit ? <CreateLink href={PAGES.promptTemplates.create}>Create prompt template</CreateLink> : null
      }
    >
      <PromptTemplatesTable canEdit={canEdit} />
    </PageShell>
  );
}
