import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { PromptTemplateForm } from "@/components/ai-config/prompt-template-form";
import { PageShell } from "@/components/management/page-shell";
import { PAGES } from "@/lib/routes";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("createPromptTemplate.title") };
}

export default async function CreatePromptTemplatePage() {
  const t = await getTranslations("pages");
  return (
    <PageShell
      title={t("createPromptTemplate.title")}
      back={{ href: PAGES.promptTemplates.list, label: t("promptTemplates.title") }}
    >
      <PromptTemplateForm />
    </PageShell>
  );
}
