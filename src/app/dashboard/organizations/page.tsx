import { PlusIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { PageHeader } from "@/components/management/page-header";
import { viewerContext } from "@/components/management/viewer";
import { OrganizationsTable } from "@/components/organizations/organizations-table";
import { Button } from "@/components/ui/button";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Organizations" };

export default async function OrganizationsPage() {
  const { viewer } = await viewerContext();
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Organizations"
        description="Every organisation on the platform."
        actions={
          <Button asChild>
            <Link href={PAGES.organizations.create}>
              <PlusIcon />
              Create organization
            </Link>
          </Button>
        }
      />
      <OrganizationsTable viewer={viewer} />
    </div>
  );
}
