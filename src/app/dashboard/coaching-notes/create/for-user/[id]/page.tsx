import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { NewRecipientNote } from "@/components/coaching-notes/new-recipient-note";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("newCoachingNote.title") };
}

export default async function CreateUserNotePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <NewRecipientNote kind="user" id={id} />;
}
