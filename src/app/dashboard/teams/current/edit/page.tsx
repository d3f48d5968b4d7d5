import type { Metadata } from "next";

import { NoContext } from "@/components/management/no-context";
import { PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";
import { TeamForm } from "@/components/teams/team-form";
import { ROUTES } from "@/lib/routes";

export const metadata: Metadata = { title: "Edit team" };

export default async function EditCurrentTeamPage() {
  const { teamId } = await viewerContext();
  if (!teamId) return <NoContext title="Edit team" what="team" />;
  return (
    <PageShell title="Edit team" back={{ href: ROUTES.currentTeam, label: "Team" }}>
      <TeamForm id={teamId} current />
    </PageShell>
  );
}
