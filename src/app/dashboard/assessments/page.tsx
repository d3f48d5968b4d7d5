import { getTranslations } from "next-intl/server";
import { AssessedUsers } from "@/components/assessments/assessed-users";
import { AthleteAssessments } from "@/components/assessments/athlete-assessments";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { PageShell } from "@/components/management/page-shell";
import { pageTitle } from "@/i18n/page-title";
import { assessedUsers, athleteOverview, pageContext } from "@/server/assessments/page-data";

export const generateMetadata = pageTitle("pages.assessments.title");

/** Athletes see their own assessments; coaches and admins the users they may see, each with a link. */
async function AssessmentsPage() {
  const [ctx, t] = await Promise.all([pageContext(), getTranslations("pages.assessments")]);
  if (!ctx) {
    return (
      <PageShell title={t("title")}>
        <p className="text-sm text-muted-foreground">{t("chooseOrganization")}</p>
      </PageShell>
    );
  }
  if (ctx.user.role === "user" && !ctx.user.isAdminMaster) {
    const overview = await athleteOverview(ctx);
    return (
      <PageShell title={t("title")} description={t("athleteDescription")}>
        <AthleteAssessments latest={overview.latest} series={overview.series} due={overview.due} />
      </PageShell>
    );
  }
  const users = await assessedUsers(ctx);
  return (
    <PageShell title={t("title")} description={t("staffDescription")}>
      <AssessedUsers users={users} />
    </PageShell>
  );
}

export default withPageMessages("dashboard/assessments", AssessmentsPage);
