import type { Metadata } from "next";

import { GoalForm } from "@/components/goals/goal-form";
import { PageHeader } from "@/components/management/page-header";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Edit goal" };

export default async function EditGoalPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <div className="grid gap-6">
      <PageHeader title="Edit goal" back={{ href: PAGES.goals.list, label: "Goals" }} />
      <GoalForm id={id} />
    </div>
  );
}
