import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { ScopedGoals } from "@/components/goals/scoped-goals";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("organizationGoals.title") };
}

/** Coaches and admins (route access rule): the goals of an organization in their scope; the API narrows to what they may see. */
export default async function OrganizationGoalsPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <ScopedGoals scope="organization" id={id} />;
}
