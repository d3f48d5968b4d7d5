import { GoalsList } from "@/components/goals/goals-list";
import { CreateLink } from "@/components/management/page-shell";
import { shellPage } from "@/components/management/shell-page";
import { viewerContext } from "@/components/management/viewer";
import { PAGES } from "@/lib/routes";

export const metadata = { title: "Goals" };

/** The caller's own goals, kept current from GET /goals/stream-list. */
export default shellPage(
  metadata,
  async () => {
    const { viewer } = await viewerContext();
    return (
      <GoalsList
        filters={{ user: viewer._id }}
        live
        emptyText="No goals yet. Create one to start tracking your progress."
      />
    );
  },
  {
    description: "Your goals and how far you have come.",
    actions: <CreateLink href={PAGES.goals.create}>Create goal</CreateLink>,
  },
);
