import { getTranslations } from "next-intl/server";
import { withPageMessages } from "@/components/i18n/with-page-messages";

import { PageShell } from "@/components/management/page-shell";
import { TeamForm } from "@/components/teams/team-form";
import { pageTitle } from "@/i18n/page-title";
import { ROUTES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.editTeam.title");

async function EditTeamPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, t] = await Promise.all([params, getTranslations("pages")]);
  return (
    <PageShell title={t("editTeam.title")} back={{ href: ROUTES.teams, label: t("teams.title") }}>
      <TeamForm id={id} />
    </PageShell>
  );
}

export default withPageMessages("dashboard/teams/edit/[id]", EditTeamPage);
