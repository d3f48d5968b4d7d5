import type { Metadata } from "next";

import { GoalsList } from "@/components/goals/goals-list";
import { CreateLink, PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Goals" };

/** The caller's own goals, kept current from GET /goals/stream-list. */
export default async function GoalsPage() {
  const { viewer } = await viewerContext();
  return (
    <PageShell
      title="Goals"
      description="Your goals and how far you have come."
      actions={<CreateLink href={PAGES.goals.create}>Create goal</CreateLink>}
    >
      <GoalsList
        filters={{ user: viewer._id }}
        live
        emptyText="No goals yet. Create one to start tracking your progress."
      />
    </PageShell>
  );
}
