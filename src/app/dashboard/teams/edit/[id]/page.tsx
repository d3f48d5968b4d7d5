import type { Metadata } from "next";

import { PageShell } from "@/components/management/page-shell";
import { TeamForm } from "@/components/teams/team-form";
import { ROUTES } from "@/lib/routes";

export const metadata: Metadata = { title: "Edit team" };

export default async function EditTeamPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <PageShell title="Edit team" back={{ href: ROUTES.teams, label: "Teams" }}>
      <TeamForm id={id} />
    </PageShell>
  );
}
