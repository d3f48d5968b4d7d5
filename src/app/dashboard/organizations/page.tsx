import { getTranslations } from "next-intl/server";
import { withPageMessages } from "@/components/i18n/with-page-messages";

import { CreateLink, PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";
import { OrganizationsTable } from "@/components/organizations/organizations-table";
import { pageTitle } from "@/i18n/page-title";
import { PAGES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.organizations.title");

async function OrganizationsPage() {
  const [{ viewer }, t] = await Promise.all([viewerContext(), getTranslations("pages")]);
  return (
    <PageShell
      title={t("organizations.title")}
      description={t("organizations.description")}
      actions={<CreateLink href={PAGES.organizations.create}>{t("createOrganization.title")}</CreateLink>}
    >
      <OrganizationsTable viewer={viewer} />
    </PageShell>
  );
}

export default withPageMessages("dashboard/organizations", OrganizationsPage);
