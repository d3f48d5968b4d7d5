import { getTranslations } from "next-intl/server";
import { ApiReference } from "@/components/api-reference/api-reference";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { PageShell } from "@/components/management/page-shell";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.apiReference.title");

/** Admins only (the route guard, as GET /api/openapi.json): every endpoint, who may call it, what it takes and answers. */
async function ApiReferencePage() {
  const t = await getTranslations("pages.apiReference");
  return (
    <PageShell title={t("title")} description={t("description")}>
      <ApiReference />
    </PageShell>
  );
}

export default withPageMessages("dashboard/api-reference", ApiReferencePage);
