import type { Metadata } from "next";

import { PageHeader } from "@/components/management/page-header";
import { TeamForm } from "@/components/teams/team-form";
import { ROUTES } from "@/lib/routes";

export const metadata: Metadata = { title: "Create team" };

export default function CreateTeamPage() {
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Create team"
        description="Members can be added once the team exists."
        back={{ href: ROUTES.teams, label: "Teams" }}
      />
      <TeamForm />
    </div>
  );
}
