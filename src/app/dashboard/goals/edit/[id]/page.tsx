import type { Metadata } from "next";

import { GoalForm } from "@/components/goals/goal-form";
import { PageShell } from "@/components/management/page-shell";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Edit goal" };

export default async function EditGoalPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <PageShell title="Edit goal" back={{ href: PAGES.goals.list, label: "Goals" }}>
      <GoalForm id={id} />
    </PageShell>
  );
}
