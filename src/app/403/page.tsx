import type { Metadata } from "next";
import Link from "next/link";

import { StatusPage } from "@/components/status-page";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Forbidden" };

export default function ForbiddenPage() {
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
      <p>You do not have permission to view this page.</p>
    </StatusPage>
  );
}
