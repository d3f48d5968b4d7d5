import type { Metadata } from "next";

import { PageHeader } from "@/components/management/page-header";
import { viewerContext } from "@/components/management/viewer";
import { OrganizationForm } from "@/components/organizations/organization-form";
import { ROUTES } from "@/lib/routes";

export const metadata: Metadata = { title: "Edit organization" };

export default async function EditOrganizationPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, { viewer }] = await Promise.all([params, viewerContext()]);
  return (
    <div className="grid gap-6">
      <PageHeader title="Edit organization" back={{ href: ROUTES.organizations, label: "Organizations" }} />
      <OrganizationForm viewer={viewer} id={id} />
    </div>
  );
}
