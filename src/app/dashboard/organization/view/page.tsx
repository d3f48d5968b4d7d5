import type { Metadata } from "next";

import { NoContext } from "@/components/management/no-context";
import { viewerContext } from "@/components/management/viewer";
import { OrganizationView } from "@/components/organizations/organization-view";

export const metadata: Metadata = { title: "Organization" };

/** The organisation the dashboard acts in: one's own, or the one a master admin chose. */
export default async function CurrentOrganizationPage() {
  const { viewer, organizationId } = await viewerContext();
  if (!organizationId) return <NoContext title="Organization" what="organization" />;
  return (
    <OrganizationView id={organizationId} viewer={viewer} contextOrganizationId={organizationId} current />
  );
}
