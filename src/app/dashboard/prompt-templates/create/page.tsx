import { getTranslations } from "next-intl/server";
import { PromptTemplateForm } from "@/components/ai-config/prompt-template-form";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { PageShell } from "@/components/management/page-shell";
import { pageTitle } from "@/i18n/page-title";
import { PAGES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.createPromptTemplate.title");

async function CreatePromptTemplatePage() {
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

export default withPageMessages("dashboard/prompt-templates/create", CreatePromptTemplatePage);
