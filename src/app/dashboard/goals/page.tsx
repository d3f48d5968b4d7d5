import { PlusIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { GoalsList } from "@/components/goals/goals-list";
import { PageHeader } from "@/components/management/page-header";
import { viewerContext } from "@/components/management/viewer";
import { Button } from "@/components/ui/button";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Goals" };

/** The caller's own goals, kept current from GET /goals/stream-list. */
export default async function GoalsPage() {
  const { viewer } = await viewerContext();
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Goals"
        description="Your goals and how far you have come."
        actions={
          <Button asChild>
            <Link href={PAGES.goals.create}>
              <PlusIcon />
              Create goal
            </Link>
          </Button>
        }
      />
      <GoalsList
        filters={{ user: viewer._id }}
        live
        emptyText="No goals yet. Create one to start tracking your progress."
      />
    </div>
  );
}
