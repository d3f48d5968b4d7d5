import { getTranslations } from "next-intl/server";
import { withPageMessages } from "@/components/i18n/with-page-messages";

import { viewerContext } from "@/components/management/viewer";
import { TeamView } from "@/components/teams/team-view";
import { pageTitle } from "@/i18n/page-title";
import { ROUTES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.team.title");

async function ViewTeamPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, { viewer }, t] = await Promise.all([params, viewerContext(), getTranslations("pages")]);
  return <TeamView id={id} viewer={viewer} back={{ href: ROUTES.teams, label: t("teams.title") }} />;
}

export default withPageMessages("dashboard/teams/view/[id]", ViewTeamPage);
