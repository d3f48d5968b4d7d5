import { getTranslations } from "next-intl/server";
import { GoalsList } from "@/components/goals/goals-list";
import { type GoalsView, GoalsViewSwitch } from "@/components/goals/goals-view-switch";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { isAdmin, isNotAthlete } from "@/components/management/display";
import { CreateLink, PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";
import { pageTitle } from "@/i18n/page-title";
import { PAGES } from "@/lib/routes";

export const generateMetadata = pageTitle("pages.goals.title");

/**
 * The caller's own goals, kept current from GET /goals/stream-list. Coaches and admins open on the goals of the
 * people they look after (a coach: their teams' members; an admin: the organisation), with their own a click away.
 */
async function GoalsPage({ searchParams }: { searchParams: Promise<{ view?: string | string[] }> }) {
  const [search, { viewer, organizationId }, t] = await Promise.all([
    searchParams,
    viewerContext(),
    getTranslations("pages"),
  ]);
  const own = <GoalsList filters={{ user: viewer._id }} live emptyText={t("goals.ownEmpty")} />;
  const view: GoalsView = search.view === "mine" ? "mine" : "athletes";
  return (
    <PageShell
      title={t("goals.title")}
      description={t("goals.description")}
      actions={<CreateLink href={PAGES.goals.create}>{t("createGoal.title")}</CreateLink>}
    >
      {!isNotAthlete(viewer) || !organizationId ? (
        own
      ) : (
        <div className="grid gap-4">
          <GoalsViewSwitch
            view={view}
            othersLabel={isAdmin(viewer) ? t("goals.everyonesGoals") : t("goals.myAthletesGoals")}
          />
          {view === "mine" ? (
            own
          ) : (
            <GoalsList
              key="athletes"
              filters={{ organization: organizationId }}
              showOwner
              emptyText={t("goals.athletesEmpty")}
            />
          )}
        </div>
      )}
    </PageShell>
  );
}

export default withPageMessages("dashboard/goals", GoalsPage);
