import { ScopedGoals } from "@/components/goals/scoped-goals";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.teamGoals.title");

/** Coaches and admins (route access rule): the goals of a team in their scope; the API narrows to what they may see. */
async function TeamGoalsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ScopedGoals scope="team" id={id} />;
}

export default withPageMessages("dashboard/goals/team/[id]", TeamGoalsPage);
