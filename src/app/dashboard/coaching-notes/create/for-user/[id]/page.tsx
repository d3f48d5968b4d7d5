import type { Metadata } from "next";

import { NewRecipientNote } from "@/components/coaching-notes/new-recipient-note";

export const metadata: Metadata = { title: "New coaching note" };

export default async function CreateUserNotePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <NewRecipientNote kind="user" id={id} />;
}
