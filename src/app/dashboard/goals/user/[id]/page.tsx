import { PlusIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { GoalsList } from "@/components/goals/goals-list";
import { PageHeader } from "@/components/management/page-header";
import { Button } from "@/components/ui/button";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Athlete goals" };

/** Coaches and admins (route access rule): the goals of a user in their scope; the API narrows to what they may see. */
export default async function UserGoalsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Athlete goals"
        description="The goals of one athlete."
        back={{ href: PAGES.goals.list, label: "Goals" }}
        actions={
          <Button asChild>
            <Link href={`${PAGES.goals.create}?user=${encodeURIComponent(id)}`}>
              <PlusIcon />
              Create goal
            </Link>
          </Button>
        }
      />
      <GoalsList filters={{ user: id }} emptyText="No goals found." />
    </div>
  );
}
