import { getTranslations } from "next-intl/server";
import { withPageMessages } from "@/components/i18n/with-page-messages";

import { PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";
import { OrganizationForm } from "@/components/organizations/organization-form";
import { pageTitle } from "@/i18n/page-title";
import { ROUTES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.editOrganization.title");

async function EditOrganizationPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, { viewer }, t] = await Promise.all([params, viewerContext(), getTranslations("pages")]);
  return (
    <PageShell
      title={t("editOrganization.title")}
      back={{ href: ROUTES.organizations, label: t("organizations.title") }}
    >
      <OrganizationForm viewer={viewer} id={id} />
    </PageShell>
  );
}

export default withPageMessages("dashboard/organizations/edit/[id]", EditOrganizationPage);
