import type { Metadata } from "next";

import { GoalsList } from "@/components/goals/goals-list";
import { PageHeader } from "@/components/management/page-header";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Organization goals" };

/** Coaches and admins (route access rule): the goals of a organization in their scope; the API narrows to what they may see. */
export default async function OrganizationGoalsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Organization goals"
        description="The goals of everyone in the organisation you can see."
        back={{ href: PAGES.goals.list, label: "Goals" }}
      />
      <GoalsList filters={{ organization: id }} showOwner emptyText="No goals found." />
    </div>
  );
}
