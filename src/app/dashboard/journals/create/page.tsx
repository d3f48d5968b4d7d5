import type { Metadata } from "next";

import { JournalForm } from "@/components/journals/journal-form";
import { PageHeader } from "@/components/management/page-header";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "New journal entry" };

export default function CreateJournalPage() {
  return (
    <div className="grid gap-6">
      <PageHeader title="New journal entry" back={{ href: PAGES.journals.list, label: "Journals" }} />
      <JournalForm />
    </div>
  );
}
