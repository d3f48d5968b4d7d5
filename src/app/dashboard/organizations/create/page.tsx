import type { Metadata } from "next";

import { PageHeader } from "@/components/management/page-header";
import { viewerContext } from "@/components/management/viewer";
import { OrganizationForm } from "@/components/organizations/organization-form";
import { ROUTES } from "@/lib/routes";

export const metadata: Metadata = { title: "Create organization" };

export default async function CreateOrganizationPage() {
  const { viewer } = await viewerContext();
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Create organization"
        description="A new organisation with its own administrators, teams and users."
        back={{ href: ROUTES.organizations, label: "Organizations" }}
      />
      <OrganizationForm viewer={viewer} />
    </div>
  );
}
