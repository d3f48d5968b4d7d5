import { getTranslations } from "next-intl/server";
import { withPageMessages } from "@/components/i18n/with-page-messages";

import { NoContext } from "@/components/management/no-context";
import { PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";
import { OrganizationForm } from "@/components/organizations/organization-form";
import { CURRENT_ORGANIZATION_VIEW } from "@/components/organizations/organization-pages";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.editOrganization.title");

async function EditCurrentOrganizationPage() {
  const [{ viewer, organizationId }, t] = await Promise.all([viewerContext(), getTranslations("pages")]);
  if (!organizationId) return <NoContext title={t("editOrganization.title")} what="organization" />;
  return (
    <PageShell
      title={t("editOrganization.title")}
      description={t("editOrganization.currentDescription")}
      back={{ href: CURRENT_ORGANIZATION_VIEW, label: t("organization.title") }}
    >
      <OrganizationForm viewer={viewer} id={organizationId} current />
    </PageShell>
  );
}

export default withPageMessages("dashboard/organization/edit", EditCurrentOrganizationPage);
