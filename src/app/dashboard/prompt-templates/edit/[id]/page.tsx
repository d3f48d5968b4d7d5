import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { PromptTemplateForm } from "@/components/ai-config/prompt-template-form";
import { PageShell } from "@/components/management/page-shell";
import { PAGES } from "@/lib/routes";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("editPromptTemplate.title") };
}

export default async function EditPromptTemplatePage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, t] = await Promise.all([params, getTranslations("pages")]);
  return (
    <PageShell
      title={t("editPromptTemplate.title")}
      back={{ href: PAGES.promptTemplates.list, label: t("promptTemplates.title") }}
    >
      <PromptTemplateForm id={id} />
    </PageShell>
  );
}
