import { getTranslations } from "next-intl/server";
import { withPageMessages } from "@/components/i18n/with-page-messages";

import { PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";
import { OrganizationForm } from "@/components/organizations/organization-form";
import { pageTitle } from "@/i18n/page-title";
import { ROUTES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.createOrganization.title");

async function CreateOrganizationPage() {
  const [{ viewer }, t] = await Promise.all([viewerContext(), getTranslations("pages")]);
  return (
    <PageShell
      title={t("createOrganization.title")}
      description={t("createOrganization.description")}
      back={{ href: ROUTES.organizations, label: t("organizations.title") }}
    >
      <OrganizationForm viewer={viewer} />
    </PageShell>
  );
}

export default withPageMessages("dashboard/organizations/create", CreateOrganizationPage);
