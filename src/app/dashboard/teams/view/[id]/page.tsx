import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { viewerContext } from "@/components/management/viewer";
import { TeamView } from "@/components/teams/team-view";
import { ROUTES } from "@/lib/routes";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("team.title") };
}

export default async function ViewTeamPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, { viewer }, t] = await Promise.all([params, viewerContext(), getTranslations("pages")]);
  return <TeamView id={id} viewer={viewer} back={{ href: ROUTES.teams, label: t("teams.title") }} />;
}
