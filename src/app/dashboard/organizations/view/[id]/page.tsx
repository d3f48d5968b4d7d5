import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { viewerContext } from "@/components/management/viewer";
import { OrganizationView } from "@/components/organizations/organization-view";
import { ROUTES } from "@/lib/routes";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("organization.title") };
}

export default async function ViewOrganizationPage({ params }: { params: Promise<{ id: string }> }) {
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
