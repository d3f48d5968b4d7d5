import type { Metadata } from "next";
import Link from "next/link";

import { StatusPage } from "@/components/status-page";
import { Button } from "@/components/ui/button";
import { ERROR_CATALOGUE } from "@/lib/errors";

export const metadata: Metadata = { title: "Forbidden" };

/** The route guard adds `?reason=ONLY_ATHLETE` when the page is one of §6's athlete-only features. */
export default async function ForbiddenPage({
  searchParams,
}: {
  searchParams: Promise<{ reason?: string }>;
}) {
  const { reason } = await searchParams;
  return (
    <StatusPage
      code={403}
      title="Forbidden"
      actions={
        <Button asChild>
          <Link href="/dashboard">Go to dashboard</Link>
        </Button>
      }
    >
      <p>
        {reason === "ONLY_ATHLETE"
          ? ERROR_CATALOGUE.ONLY_ATHLETE.message
          : "You do not have permission to view this page."}
      </p>
    </StatusPage>
  );
}
