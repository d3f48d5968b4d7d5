import type { Metadata } from "next";

import { GoalView } from "@/components/goals/goal-view";
import { PageShell } from "@/components/management/page-shell";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Goal" };

export default async function ViewGoalPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <PageShell title="Goal" back={{ href: PAGES.goals.list, label: "Goals" }}>
      <GoalView id={id} />
    </PageShell>
  );
}
