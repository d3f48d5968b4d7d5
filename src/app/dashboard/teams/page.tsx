import type { Metadata } from "next";

import { isAdmin } from "@/components/management/display";
import { CreateLink, PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";
import { TeamsTable } from "@/components/teams/teams-table";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Teams" };

export default async function TeamsPage() {
  const { viewer } = await viewerContext();
  return (
    <PageShell
      title="Teams"
      description={isAdmin(viewer) ? "The teams of your organisation." : "The teams you belong to."}
      actions={isAdmin(viewer) ? <CreateLink href={PAGES.teams.create}>Create team</CreateLink> : null}
    >
      <TeamsTable viewer={viewer} />
    </PageShell>
  );
}
