import type { Metadata } from "next";

import { GoalView } from "@/components/goals/goal-view";
import { PageHeader } from "@/components/management/page-header";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Goal" };

export default async function ViewGoalPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <div className="grid gap-6">
      <PageHeader title="Goal" back={{ href: PAGES.goals.list, label: "Goals" }} />
      <GoalView id={id} />
    </div>
  );
}
