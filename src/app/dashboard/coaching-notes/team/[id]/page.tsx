import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { RecipientNotes } from "@/components/coaching-notes/recipient-notes";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("teamCoachingNotes.title") };
}

/** Coaches and admins (route access rule): the notes addressed to one team; the API narrows to what they may see. */
export default async function TeamCoachingNotesPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <RecipientNotes kind="team" id={id} />;
}
