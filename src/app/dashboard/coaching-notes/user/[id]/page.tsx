import { DraftsQueue } from "@/components/coaching-notes/drafts-queue";
import { RecipientNotes } from "@/components/coaching-notes/recipient-notes";
import { withPageMessages } from "@/components/i18n/with-page-messages";
import { pageTitle } from "@/i18n/page-title";

export const generateMetadata = pageTitle("pages.athleteCoachingNotes.title");

/** Coaches and admins (route access rule): the notes addressed to one user; the API narrows to what they may see. */
async function UserCoachingNotesPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <RecipientNotes kind="user" id={id} drafts={<DraftsQueue toUser={id} />} />;
}

export default withPageMessages("dashboard/coaching-notes/user/[id]", UserCoachingNotesPage);
