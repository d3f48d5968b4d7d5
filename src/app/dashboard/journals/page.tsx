import { PlusIcon } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";

import { JournalList } from "@/components/journals/journal-list";
import { PageHeader } from "@/components/management/page-header";
import { Button } from "@/components/ui/button";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: "Journals" };

export default function JournalsPage() {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Journals"
        description="Your journal entries, newest first."
        actions={
          <Button asChild>
            <Link href={PAGES.journals.create}>
              <PlusIcon />
              New entry
            </Link>
          </Button>
        }
      />
      <JournalList />
    </div>
  );
}
