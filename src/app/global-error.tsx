"use client";

import { GeistSans } from "geist/font/sans";

import { ErrorStatusPage } from "@/components/error-status-page";

import "./globals.css";

/** Replaces the root layout when it fails, so it brings its own <html>, theme and font. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en" className={`dark ${GeistSans.variable}`}>
      <body>
        <title>Internal Server Error</title>
        <ErrorStatusPage error={error} retry={retry} fullReload />
      </body>
    </html>
  );
}
