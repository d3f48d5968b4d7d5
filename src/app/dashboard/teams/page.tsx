import { PlusIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { isAdmin } from "@/components/management/display";
import { PageHeader } from "@/components/management/page-header";
import { viewerContext } from "@/components/management/viewer";
import { TeamsTable } from "@/components/teams/teams-table";
import { Button } from "@/components/ui/button";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Teams" };

export default async function TeamsPage() {
  const { viewer } = await viewerContext();
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Teams"
        description={isAdmin(viewer) ? "The teams of your organisation." : "The teams you belong to."}
        actions={
          isAdmin(viewer) ? (
            <Button asChild>
              <Link href={PAGES.teams.create}>
                <PlusIcon />
                Create team
              </Link>
            </Button>
          ) : null
        }
      />
      <TeamsTable viewer={viewer} />
    </div>
  );
}
