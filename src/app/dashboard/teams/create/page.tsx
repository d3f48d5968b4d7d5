import { getTranslations } from "next-intl/server";
import { withPageMessages } from "@/components/i18n/with-page-messages";

import { PageShell } from "@/components/management/page-shell";
import { TeamForm } from "@/components/teams/team-form";
import { pageTitle } from "@/i18n/page-title";
import { ROUTES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.createTeam.title");

async function CreateTeamPage() {
  const t = await getTranslations("pages");
  return (
    <PageShell
      title={t("createTeam.title")}
      description={t("createTeam.description")}
      back={{ href: ROUTES.teams, label: t("teams.title") }}
    >
      <TeamForm />
    </PageShell>
  );
}

export default withPageMessages("dashboard/teams/create", CreateTeamPage);
