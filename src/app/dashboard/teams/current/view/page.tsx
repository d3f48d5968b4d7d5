import { getTranslations } from "next-intl/server";
import { withPageMessages } from "@/components/i18n/with-page-messages";

import { NoContext } from "@/components/management/no-context";
import { viewerContext } from "@/components/management/viewer";
import { TeamView } from "@/components/teams/team-view";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.team.title");

/** The selected team, or an athlete's (first) team. */
async function CurrentTeamPage() {
  const { viewer, teamId } = await viewerContext();
  if (!teamId) {
    const t = await getTranslations("pages");
    return <NoContext title={t("team.title")} what="team" />;
  }
  return <TeamView id={teamId} viewer={viewer} current />;
}

export default withPageMessages("dashboard/teams/current/view", CurrentTeamPage);
