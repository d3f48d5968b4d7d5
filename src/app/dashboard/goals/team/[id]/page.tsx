import type { Metadata } from "next";

import { GoalsList } from "@/components/goals/goals-list";
import { PageHeader } from "@/components/management/page-header";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Team goals" };

/** Coaches and admins (route access rule): the goals of a team in their scope; the API narrows to what they may see. */
export default async function TeamGoalsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Team goals"
        description="The goals of the members of one team."
        back={{ href: PAGES.goals.list, label: "Goals" }}
      />
      <GoalsList filters={{ team: id }} showOwner emptyText="No goals found." />
    </div>
  );
}
