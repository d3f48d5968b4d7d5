import { randomUUID } from "node:crypto";
import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { draftsQuery } from "@/components/coaching-notes/drafts-query";
import { DraftsQueue } from "@/components/coaching-notes/drafts-queue";
import { AdminOverview } from "@/components/home/admin-overview";
import { AthleteOverview } from "@/components/home/athlete-overview";
import { CoachOverview } from "@/components/home/coach-overview";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { ReplyFeedback } from "@/components/reports/reply-feedback";
import { UsageReport } from "@/components/reports/usage-report";
import { loadDashboard } from "@/components/shell/current-context";
import { pageTitle } from "@/i18n/page-title";
import type { CoachingNoteDocument } from "@/lib/contracts/coaching-notes/schemas";
import { listQuerySchema, type Page } from "@/lib/contracts/list-query";
import { canOpen, PAGES, ROUTES } from "@/lib/routes";
import { pageContext } from "@/server/assessments/page-data";
import { paginateCoachingNotes } from "@/server/coaching-notes/paginate-coaching-notes";
import { adminHome } from "@/server/home/admin-home";
import { athleteHome } from "@/server/home/athlete-home";
import { coachHome } from "@/server/home/coach-home";
import type { RequestContext } from "@/server/http/context";
import { describeError, log } from "@/server/log";

export const generateMetadata = pageTitle("pages.dashboard.title");

/**
 * Home: an overview per role rather than a copy of the side menu (issue 20, finding 11). Read on the server
 * through the home services, scoped like the API (src/server/home).
 */
async function DashboardPage() {
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
          <DraftsQueue initial={await coachDrafts(ctx)} />
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

/**
 * The drafts queue's first page, read with the page so that it does not arrive after the scripts and push the
 * overview down. As the API answers it (JSON), which is what the queue expects when it fetches.
 */
async function coachDrafts(
  ctx: RequestContext,
): Promise<{ page: Page<CoachingNoteDocument>; readId: string } | undefined> {
  try {
    const page = await paginateCoachingNotes(ctx, listQuerySchema.parse(draftsQuery()));
    return { page: JSON.parse(JSON.stringify(page)), readId: randomUUID() };
  } catch (error) {
    // The queue then fetches it itself, and shows its own error and retry if that fails too.
    log.warn("coach home: the drafts queue was not read with the page", describeError(error));
    return undefined;
  }
}

export default withPageMessages("dashboard", DashboardPage);
