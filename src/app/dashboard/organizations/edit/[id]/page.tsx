import type { Metadata } from "next";

import { PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";
import { OrganizationForm } from "@/components/organizations/organization-form";
import { ROUTES } from "@/lib/routes";

export const metadata: Metadata = { title: "Edit organization" };

export default async function EditOrganizationPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, { viewer }] = await Promise.all([params, viewerContext()]);
  return (
    <PageShell title="Edit organization" back={{ href: ROUTES.organizations, label: "Organizations" }}>
      <OrganizationForm viewer={viewer} id={id} />
    </PageShell>
  );
}
