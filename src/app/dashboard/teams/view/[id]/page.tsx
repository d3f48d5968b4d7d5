import type { Metadata } from "next";

import { viewerContext } from "@/components/management/viewer";
import { TeamView } from "@/components/teams/team-view";
import { ROUTES } from "@/lib/routes";

export const metadata: Metadata = { title: "Team" };

export default async function ViewTeamPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, { viewer }] = await Promise.all([params, viewerContext()]);
  return <TeamView id={id} viewer={viewer} back={{ href: ROUTES.teams, label: "Teams" }} />;
}
