import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { ScopedGoals } from "@/components/goals/scoped-goals";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("teamGoals.title") };
}

/** Coaches and admins (route access rule): the goals of a team in their scope; the API narrows to what they may see. */
export default async function TeamGoalsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ScopedGoals scope="team" id={id} />;
}
