import { ScopedGoals } from "@/components/goals/scoped-goals";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.organizationGoals.title");

/** Coaches and admins (route access rule): the goals of an organization in their scope; the API narrows to what they may see. */
export default async function OrganizationGoalsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ScopedGoals scope="organization" id={id} />;
}
