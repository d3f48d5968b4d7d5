import { JournalForm } from "@/components/journals/journal-form";
import { shellPage } from "@/components/management/shell-page";
import { PAGES } from "@/lib/routes";

export const metadata = { title: "New journal entry" };

export default shellPage(metadata, <JournalForm />, {
  back: { href: PAGES.journals.list, label: "Journals" },
});
