import type { Metadata } from "next";

import { ScopedGoals } from "@/components/goals/scoped-goals";

export const metadata: Metadata = { title: "Athlete goals" };

/** Coaches and admins (route access rule): the goals of a user in their scope; the API narrows to what they may see. */
export default async function UserGoalsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ScopedGoals scope="user" id={id} />;
}
