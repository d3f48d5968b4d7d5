import type { Metadata } from "next";

import { JournalList } from "@/components/journals/journal-list";
import { CreateLink, PageShell } from "@/components/management/page-shell";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Journals" };

export default function JournalsPage() {
  return (
    <PageShell
      className="grid-cols-1"
      title="Journals"
      description="Your journal entries, newest first."
      actions={<CreateLink href={PAGES.journals.create}>New entry</CreateLink>}
    >
      <JournalList />
    </PageShell>
  );
}
