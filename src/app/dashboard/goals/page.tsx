import { GoalsList } from "@/components/goals/goals-list";
import { type GoalsView, GoalsViewSwitch } from "@/components/goals/goals-view-switch";
import { isAdmin, isNotAthlete } from "@/components/management/display";
import { CreateLink } from "@/components/management/page-shell";
import { shellPage } from "@/components/management/shell-page";
import { viewerContext } from "@/components/management/viewer";
import { PAGES } from "@/lib/routes";

export const metadata = { title: "Goals" };

/**
 * The caller's own goals, kept current from GET /goals/stream-list. Coaches and admins open on the goals of the
 * people they look after (a coach: their teams' members; an admin: the organisation), with their own a click away.
 */
export default shellPage(
  metadata,
  async ({ search }) => {
    const { viewer, organizationId } = await viewerContext();
    const own = (
      <GoalsList
        filters={{ user: viewer._id }}
        live
        emptyText="No goals yet. Create one to start tracking your progress."
      />
    );
    if (!isNotAthlete(viewer) || !organizationId) return own;
    const view: GoalsView = search.view === "mine" ? "mine" : "athletes";
    const othersLabel = isAdmin(viewer) ? "Everyone's goals" : "My athletes' goals";
    return (
      <div className="grid gap-4">
        <GoalsViewSwitch view={view} othersLabel={othersLabel} />
        {view === "mine" ? (
          own
        ) : (
          <GoalsList
            key="athletes"
            filters={{ organization: organizationId }}
            showOwner
            emptyText="None of the people you look after has a goal yet."
          />
        )}
      </div>
    );
  },
  {
    description: "Goals and how far they have come.",
    actions: <CreateLink href={PAGES.goals.create}>Create goal</CreateLink>,
  },
);
