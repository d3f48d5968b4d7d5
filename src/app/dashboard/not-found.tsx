import type { Metadata } from "next";
import Link from "next/link";

import { RequestedPath } from "@/components/requested-path";
import { StatusPage } from "@/components/status-page";
import { Button } from "@/components/ui/button";
import { ROUTES } from "@/lib/routes";

export const metadata: Metadata = { title: "Page Not Found" };

/**
 * A dashboard address with nothing behind it, or a record that is gone: said inside the app frame, so the menu,
 * the search and the way home stay where they were. Home is the dashboard's, not the public landing page.
 */
export default function DashboardNotFound() {
  return (
    <StatusPage
      framed
      code={404}
      title="Page Not Found"
      actions={
        <Button asChild variant="outline">
          <Link href={ROUTES.dashboard}>Go to your home</Link>
        </Button>
      }
    >
      <p>
        Nothing lives at{" "}
        <RequestedPath className="rounded bg-muted px-1.5 py-0.5 font-mono text-sm text-foreground" />
      </p>
    </StatusPage>
  );
}
