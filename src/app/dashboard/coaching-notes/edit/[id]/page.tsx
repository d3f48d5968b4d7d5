import { CoachingNoteForm } from "@/components/coaching-notes/note-form";
import { shellPage } from "@/components/management/shell-page";
import { PAGES } from "@/lib/routes";

export const metadata = { title: "Edit coaching note" };

export default shellPage(metadata, ({ params }) => <CoachingNoteForm id={params.id} />, {
  back: { href: PAGES.coachingNotes.list, label: "Coaching notes" },
});
