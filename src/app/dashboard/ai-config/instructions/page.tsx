import type { Metadata } from "next";
import Link from "next/link";

import { InstructionsTable } from "@/components/ai-config/resource-tables";
import { PageShell } from "@/components/management/page-shell";
import { PAGES, ROUTES } from "@/lib/routes";

export const metadata: Metadata = { title: "Instructions" };

export default function InstructionsPage() {
  return (
    <PageShell
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
    >
      <InstructionsTable />
    </PageShell>
  );
}
