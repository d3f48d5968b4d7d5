import { getTranslations } from "next-intl/server";
import { PromptTemplatesTable } from "@/components/ai-config/resource-tables";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { isNotAthlete } from "@/components/management/display";
import { CreateLink, PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";
import { pageTitle } from "@/i18n/page-title";
import { PAGES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.promptTemplates.title");

async function PromptTemplatesPage() {
  const [{ viewer }, t] = await Promise.all([viewerContext(), getTranslations("pages")]);
  const canEdit = isNotAthlete(viewer);
  return (
    <PageShell
      title={t("promptTemplates.title")}
      description={t("promptTemplates.description")}
      actions={
        canEdit ? (
          <CreateLink href={PAGES.promptTemplates.create}>{t("createPromptTemplate.title")}</CreateLink>
        ) : null
      }
    >
      <PromptTemplatesTable canEdit={canEdit} />
    </PageShell>
  );
}

export default withPageMessages("dashboard/prompt-templates", PromptTemplatesPage);
