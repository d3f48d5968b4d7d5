import { JournalList } from "@/components/journals/journal-list";
import { CreateLink } from "@/components/management/page-shell";
import { shellPage } from "@/components/management/shell-page";
import { PAGES } from "@/lib/routes";

export const metadata = { title: "Journals" };

export default shellPage(metadata, <JournalList />, {
  className: "grid-cols-1",
  description: "Your journal entries, newest first.",
  actions: <CreateLink href={PAGES.journals.create}>New entry</CreateLink>,
});
