"use client";

import { ErrorStatusPage } from "@/components/error-status-page";

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorStatusPage error={error} retry={retry} />;
}
