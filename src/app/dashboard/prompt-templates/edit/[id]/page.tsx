import { getTranslations } from "next-intl/server";
import { PromptTemplateForm } from "@/components/ai-config/prompt-template-form";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { PageShell } from "@/components/management/page-shell";
import { pageTitle } from "@/i18n/page-title";
import { PAGES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.editPromptTemplate.title");

async function EditPromptTemplatePage({ params }: { params: Promise<{ id: string }> }) {
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

export default withPageMessages("dashboard/prompt-templates/edit/[id]", EditPromptTemplatePage);
