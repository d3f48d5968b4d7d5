import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";

import { JournalForm } from "@/components/journals/journal-form";
import { PageShell } from "@/components/management/page-shell";
import { PAGES } from "@/lib/routes";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("pages"))("newJournalEntry.title") };
}

export default async function CreateJournalEntryPage() {
  const t = await getTranslations("pages");
  return (
    <PageShell
      title={t("newJournalEntry.title")}
      back={{ href: PAGES.journals.list, label: t("journals.title") }}
    >
      <JournalForm />
    </PageShell>
  );
}
