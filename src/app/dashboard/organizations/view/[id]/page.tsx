import type { Metadata } from "next";

import { viewerContext } from "@/components/management/viewer";
import { OrganizationView } from "@/components/organizations/organization-view";
import { ROUTES } from "@/lib/routes";

export const metadata: Metadata = { title: "Organization" };

export default async function ViewOrganizationPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, { viewer, organizationId }] = await Promise.all([params, viewerContext()]);
  return (
    <OrganizationView
      id={id}
      viewer={viewer}
      contextOrganizationId={organizationId}
      back={{ href: ROUTES.organizations, label: "Organizations" }}
    />
  );
}
