import { getTranslations } from "next-intl/server";
import { withPageMessages } from "@/components/i18n/with-page-messages";

import { viewerContext } from "@/components/management/viewer";
import { OrganizationView } from "@/components/organizations/organization-view";
import { pageTitle } from "@/i18n/page-title";
import { ROUTES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.organization.title");

async function ViewOrganizationPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, { viewer, organizationId }, t] = await Promise.all([
    params,
    viewerContext(),
    getTranslations("pages"),
  ]);
  return (
    <OrganizationView
      id={id}
      viewer={viewer}
      contextOrganizationId={organizationId}
      back={{ href: ROUTES.organizations, label: t("organizations.title") }}
    />
  );
}

export default withPageMessages("dashboard/organizations/view/[id]", ViewOrganizationPage);
