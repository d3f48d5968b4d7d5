import { RecipientNotes } from "@/components/coaching-notes/recipient-notes";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.teamCoachingNotes.title");

/** Coaches and admins (route access rule): the notes addressed to one team; the API narrows to what they may see. */
async function TeamCoachingNotesPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <RecipientNotes kind="team" id={id} />;
}

export default withPageMessages("dashboard/coaching-notes/team/[id]", TeamCoachingNotesPage);
