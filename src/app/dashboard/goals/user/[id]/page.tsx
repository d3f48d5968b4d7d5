import { ScopedGoals } from "@/components/goals/scoped-goals";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.athleteGoals.title");

/** Coaches and admins (route access rule): the goals of a user in their scope; the API narrows to what they may see. */
async function UserGoalsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ScopedGoals scope="user" id={id} />;
}

export default withPageMessages("dashboard/goals/user/[id]", UserGoalsPage);
