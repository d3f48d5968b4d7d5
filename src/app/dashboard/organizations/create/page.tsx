import type { Metadata } from "next";

import { PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";
import { OrganizationForm } from "@/components/organizations/organization-form";
import { ROUTES } from "@/lib/routes";

export const metadata: Metadata = { title: "Create organization" };

export default async function CreateOrganizationPage() {
  const { viewer } = await viewerContext();
  return (
    <PageShell
      title="Create organization"
      description="A new organisation with its own administrators, teams and users."
      back={{ href: ROUTES.organizations, label: "Organizations" }}
    >
      <OrganizationForm viewer={viewer} />
    </PageShell>
  );
}
