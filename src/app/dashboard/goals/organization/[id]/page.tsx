import { ScopedGoals } from "@/components/goals/scoped-goals";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.organizationGoals.title");

/** Coaches and admins (route access rule): the goals of an organization in their scope; the API narrows to what they may see. */
async function OrganizationGoalsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ScopedGoals scope="organization" id={id} />;
}

export default withPageMessages("dashboard/goals/organization/[id]", OrganizationGoalsPage);
