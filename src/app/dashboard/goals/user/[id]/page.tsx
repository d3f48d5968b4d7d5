import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { ScopedGoals } from "@/components/goals/scoped-goals";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("athleteGoals.title") };
}

/** Coaches and admins (route access rule): the goals of a user in their scope; the API narrows to what they may see. */
export default async function UserGoalsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ScopedGoals scope="user" id={id} />;
}
