import type { Metadata } from "next";

import { NoContext } from "@/components/management/no-context";
import { viewerContext } from "@/components/management/viewer";
import { TeamView } from "@/components/teams/team-view";

export const metadata: Metadata = { title: "Team" };

/** The selected team, or an athlete's (first) team. */
export default async function CurrentTeamPage() {
  const { viewer, teamId } = await viewerContext();
  if (!teamId) return <NoContext title="Team" what="team" />;
  return <TeamView id={teamId} viewer={viewer} current />;
}
