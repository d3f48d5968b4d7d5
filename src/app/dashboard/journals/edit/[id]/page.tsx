import type { Metadata } from "next";

import { JournalForm } from "@/components/journals/journal-form";
import { PageShell } from "@/components/management/page-shell";
import { viewerContext } from "@/components/management/viewer";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Edit journal entry" };

export default async function EditJournalPage({ params }: { params: Promise<{ id: string }> }) {
  const [{ id }, { viewer }] = await Promise.all([params, viewerContext()]);
  return (
    <PageShell title="Edit journal entry" back={{ href: PAGES.journals.list, label: "Journals" }}>
      <JournalForm id={id} viewerId={viewer._id} />
    </PageShell>
  );
}
