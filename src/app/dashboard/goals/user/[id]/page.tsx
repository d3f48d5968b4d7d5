import { ScopedGoals } from "@/components/goals/scoped-goals";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.athleteGoals.title");

/** Coaches and admins (route access rule): the goals of a user in their scope; the API narrows to what they may see. */
export default async function UserGoalsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ScopedGoals scope="user" id={id} />;
}
