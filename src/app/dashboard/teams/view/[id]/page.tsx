import { getTranslations } from "next-intl/server";

import { viewerContext } from "@/components/management/viewer";
import { TeamView } from "@/components/teams/team-view";
import { pageTitle } from "@/i18n/page-title";
import { ROUTES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.team.title");

export default async function ViewTeamPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, { viewer }, t] = await Promise.all([params, viewerContext(), getTranslations("pages")]);
  return <TeamView id={id} viewer={viewer} back={{ href: ROUTES.teams, label: t("teams.title") }} />;
}
