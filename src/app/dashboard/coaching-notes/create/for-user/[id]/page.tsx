import { NewRecipientNote } from "@/components/coaching-notes/new-recipient-note";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.newCoachingNote.title");

export default async function CreateUserNotePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <NewRecipientNote kind="user" id={id} />;
}
