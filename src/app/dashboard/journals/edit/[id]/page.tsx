import { JournalForm } from "@/components/journals/journal-form";
import { shellPage } from "@/components/management/shell-page";
import { viewerContext } from "@/components/management/viewer";
import { PAGES } from "@/lib/routes";

export const metadata = { title: "Edit journal entry" };

export default shellPage(
  metadata,
  async ({ params }) => <JournalForm id={params.id} viewerId={(await viewerContext()).viewer._id} />,
  { back: { href: PAGES.journals.list, label: "Journals" } },
);
