import { NewRecipientNote } from "@/components/coaching-notes/new-recipient-note";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.newCoachingNote.title");

async function CreateTeamNotePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <NewRecipientNote kind="team" id={id} />;
}

export default withPageMessages("dashboard/coaching-notes/create/for-team/[id]", CreateTeamNotePage);
