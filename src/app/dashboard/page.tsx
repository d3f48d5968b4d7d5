import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { DraftsQueue } from "@/components/coaching-notes/drafts-queue";
import { AdminOverview } from "@/components/home/admin-overview";
import { AthleteOverview } from "@/components/home/athlete-overview";
import { CoachOverview } from "@/components/home/coach-overview";
import { ReplyFeedback } from "@/components/reports/reply-feedback";
import { UsageReport } from "@/components/reports/usage-report";
import { loadDashboard } from "@/components/shell/current-context";
import { pageTitle } from "@/i18n/page-title";
import { canOpen, PAGES, ROUTES } from "@/lib/routes";
import { pageContext } from "@/server/assessments/page-data";
import { adminHome } from "@/server/home/admin-home";
import { athleteHome } from "@/server/home/athlete-home";
import { coachHome } from "@/server/home/coach-home";

export const generateMetadata = pageTitle("pages.dashboard.title");

/**
 * Home: an overview per role rather than a copy of the side menu (issue 20, finding 11). Read on the server
 * through the home services, scoped like the API (src/server/home).
 */
export default async function DashboardPage() {
  const dashboard = await loadDashboard();
  if (!dashboard) redirect(ROUTES.signIn);
  const { user, context } = dashboard;
  const [t, te] = await Promise.all([getTranslations("pages.dashboard"), getTranslations("enums")]);
  const role = te(`roleTitles.${user.isAdminMaster ? "masterAdmin" : user.role}`);
  const where = [context.organization?.name, ...context.teams.map((t) => t.name)].filter(Boolean).join(" · ");
  const ctx = await pageContext();
  const isAdmin = user.role === "admin" || user.isAdminMaster;

  return (
    <div className="grid min-w-0 gap-8">
      <div className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {t("welcome", { name: user.name })}
        </h1>
        <p className="text-muted-foreground">{where ? t("roleWhere", { role, where }) : role}</p>
      </div>
      {!ctx ? (
        <p className="text-sm text-muted-foreground">{t("chooseOrganization")}</p>
      ) : isAdmin ? (
        <AdminOverview
          home={await adminHome(ctx)}
          timeZone={ctx.timezone}
          canManageAgents={canOpen(PAGES.agents.list, user)}
        />
      ) : user.role === "coach" ? (
        <>
          <DraftsQueue />
          <CoachOverview home={await coachHome(ctx)} timeZone={ctx.timezone} />
        </>
      ) : (
        <AthleteOverview home={await athleteHome(ctx)} timeZone={ctx.timezone} />
      )}
      {isAdmin || user.role === "coach" ? <UsageReport teamId={context.teams[0]?._id ?? null} /> : null}
      {ctx && isAdmin ? <ReplyFeedback /> : null}
    </div>
  );
}
