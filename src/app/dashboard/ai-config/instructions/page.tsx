import Link from "next/link";

import { InstructionsTable } from "@/components/ai-config/resource-tables";
import { shellPage } from "@/components/management/shell-page";
import { PAGES, ROUTES } from "@/lib/routes";

export const metadata = { title: "Instructions" };

export default shellPage(metadata, <InstructionsTable />, {
  description: (
    <>
      Every instruction of your organisation. New instructions are added from their{" "}
      <Link href={PAGES.instructionSets.list} className="text-primary underline underline-offset-4">
        instruction set
      </Link>
      .
    </>
  ),
  back: { href: ROUTES.aiConfig, label: "AI Config" },
});
