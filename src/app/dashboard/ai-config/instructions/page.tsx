import type { Metadata } from "next";
import Link from "next/link";

import { InstructionsTable } from "@/components/ai-config/resource-tables";
import { PageHeader } from "@/components/management/page-header";
import { PAGES, ROUTES } from "@/lib/routes";

export const metadata: Metadata = { title: "Instructions" };

export default function InstructionsPage() {
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Instructions"
        description={
          <>
            Every instruction of your organisation. New instructions are added from their{" "}
            <Link href={PAGES.instructionSets.list} className="text-primary underline underline-offset-4">
              instruction set
            </Link>
            .
          </>
        }
        back={{ href: ROUTES.aiConfig, label: "AI Config" }}
      />
      <InstructionsTable />
    </div>
  );
}
