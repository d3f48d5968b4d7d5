import { PlusIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { PromptTemplatesTable } from "@/components/ai-config/resource-tables";
import { isNotAthlete } from "@/components/management/display";
import { PageHeader } from "@/components/management/page-header";
import { viewerContext } from "@/components/management/viewer";
import { Button } from "@/components/ui/button";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Prompt templates" };

export default async function PromptTemplatesPage() {
  const { viewer } = await viewerContext();
  const canEdit = isNotAthlete(viewer);
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Prompt templates"
        description="Reusable coach prompts of your organisation."
        actions={
          canEdit ? (
            <Button asChild>
              <Link href={PAGES.promptTemplates.create}>
                <PlusIcon />
                Create prompt template
              </Link>
            </Button>
          ) : null
        }
      />
      <PromptTemplatesTable canEdit={canEdit} />
    </div>
  );
}
