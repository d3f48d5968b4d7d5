import type { Metadata } from "next";

import { PageShell } from "@/components/management/page-shell";
import { TeamForm } from "@/components/teams/team-form";
import { ROUTES } from "@/lib/routes";

export const metadata: Metadata = { title: "Create team" };

export default function CreateTeamPage() {
  return (
    <PageShell
      title="Create team"
      description="Members can be added once the team exists."
      back={{ href: ROUTES.teams, label: "Teams" }}
    >
      <TeamForm />
    </PageShell>
  );
}
