import type { Metadata } from "next";
import Link from "next/link";

import { RequestedPath } from "@/components/requested-path";
import { StatusPage } from "@/components/status-page";
import { Button } from "@/components/ui/button";

export const metadata: Metadata = { title: "Page Not Found" };

export default function NotFound() {
  return (
    <StatusPage
      code={404}
      title="Page Not Found"
      actions={
        <Button asChild variant="outline">
          <Link href="/">Go home</Link>
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
