import type { Metadata } from "next";

import { JournalForm } from "@/components/journals/journal-form";
import { PageShell } from "@/components/management/page-shell";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "New journal entry" };

export default function CreateJournalPage() {
  return (
    <PageShell title="New journal entry" back={{ href: PAGES.journals.list, label: "Journals" }}>
      <JournalForm />
    </PageShell>
  );
}
