import type { Metadata } from "next";

import { GoalForm } from "@/components/goals/goal-form";
import { PageShell } from "@/components/management/page-shell";
import { ID_PATTERN } from "@/lib/ids";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Create goal" };

/** `?user=<id>`: a coach or admin creates the goal for that user (the API checks they may). */
export default async function CreateGoalPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { user } = await searchParams;
  const forUser = typeof user === "string" && ID_PATTERN.test(user) ? user : undefined;
  return (
    <PageShell
      title="Create goal"
      description={forUser ? "A goal for one of your athletes." : "Set a goal and track your progress."}
      back={
        forUser
          ? { href: PAGES.goals.byUser(forUser), label: "Goals" }
          : { href: PAGES.goals.list, label: "Goals" }
      }
    >
      <GoalForm forUser={forUser} />
    </PageShell>
  );
}
