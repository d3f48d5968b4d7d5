import { getTranslations } from "next-intl/server";
import { withPageMessages } from "@/components/i18n/with-page-messages";

import { NoContext } from "@/components/management/no-context";
import { PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";
import { TeamForm } from "@/components/teams/team-form";
import { pageTitle } from "@/i18n/page-title";
import { ROUTES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.editTeam.title");

async function EditCurrentTeamPage() {
  const [{ teamId }, t] = await Promise.all([viewerContext(), getTranslations("pages")]);
  if (!teamId) return <NoContext title={t("editTeam.title")} what="team" />;
  return (
    <PageShell title={t("editTeam.title")} back={{ href: ROUTES.currentTeam, label: t("team.title") }}>
      <TeamForm id={teamId} current />
    </PageShell>
  );
}

export default withPageMessages("dashboard/teams/current/edit", EditCurrentTeamPage);
