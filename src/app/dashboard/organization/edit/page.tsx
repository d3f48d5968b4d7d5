import type { Metadata } from "next";

import { NoContext } from "@/components/management/no-context";
import { PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";
import { OrganizationForm } from "@/components/organizations/organization-form";
import { CURRENT_ORGANIZATION_VIEW } from "@/components/organizations/organization-pages";

export const metadata: Metadata = { title: "Edit organization" };

export default async function EditCurrentOrganizationPage() {
  const { viewer, organizationId } = await viewerContext();
  if (!organizationId) return <NoContext title="Edit organization" what="organization" />;
  return (
    <PageShell
      title="Edit organization"
      description="Your organisation's details and chat configuration."
      back={{ href: CURRENT_ORGANIZATION_VIEW, label: "Organization" }}
    >
      <OrganizationForm viewer={viewer} id={organizationId} current />
    </PageShell>
  );
}
