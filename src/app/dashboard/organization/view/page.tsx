import { getTranslations } from "next-intl/server";
import { withPageMessages } from "@/components/i18n/with-page-messages";

import { NoContext } from "@/components/management/no-context";
import { viewerContext } from "@/components/management/viewer";
import { OrganizationView } from "@/components/organizations/organization-view";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.organization.title");

/** The organisation the dashboard acts in: one's own, or the one a master admin chose. */
async function CurrentOrganizationPage() {
  const { viewer, organizationId } = await viewerContext();
  if (!organizationId) {
    const t = await getTranslations("pages");
    return <NoContext title={t("organization.title")} what="organization" />;
  }
  return (
    <OrganizationView id={organizationId} viewer={viewer} contextOrganizationId={organizationId} current />
  );
}

export default withPageMessages("dashboard/organization/view", CurrentOrganizationPage);
