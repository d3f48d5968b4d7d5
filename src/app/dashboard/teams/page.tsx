import { getTranslations } from "next-intl/server";
import { withPageMessages } from "@/components/i18n/with-page-messages";

import { isAdmin } from "@/components/management/display";
import { CreateLink, PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";
import { TeamsTable } from "@/components/teams/teams-table";
import { pageTitle } from "@/i18n/page-title";
import { PAGES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.teams.title");

async function TeamsPage() {
  const [{ viewer }, t] = await Promise.all([viewerContext(), getTranslations("pages")]);
  const admin = isAdmin(viewer);
  return (
    <PageShell
      title={t("teams.title")}
      description={admin ? t("teams.adminDescription") : t("teams.memberDescription")}
      actions={admin ? <CreateLink href={PAGES.teams.create}>{t("createTeam.title")}</CreateLink> : undefined}
    >
      <TeamsTable viewer={viewer} />
    </PageShell>
  );
}

export default withPageMessages("dashboard/teams", TeamsPage);
