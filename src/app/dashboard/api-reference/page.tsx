import type { Metadata } from "next";

import { ApiReference } from "@/components/api-reference/api-reference";
import { PageShell } from "@/components/management/page-shell";

export const metadata: Metadata = { title: "API reference" };

/** Admins only (the route guard, as GET /api/openapi.json): every endpoint, who may call it, what it takes and answers. */
export default function ApiReferencePage() {
  return (
    <PageShell
      title="API reference"
      description="Every endpoint of this platform's API: who may call it, what it takes and what it answers."
    >
      <ApiReference />
    </PageShell>
  );
}
