import type { Metadata } from "next";

import { CreateLink, PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";
import { OrganizationsTable } from "@/components/organizations/organizations-table";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Organizations" };

export default async function OrganizationsPage() {
  const { viewer } = await viewerContext();
  return (
    <PageShell
      title="Organizations"
      description="Every organisation on the platform."
      actions={<CreateLink href={PAGES.organizations.create}>Create organization</CreateLink>}
    >
      <OrganizationsTable viewer={viewer} />
    </PageShell>
  );
}
