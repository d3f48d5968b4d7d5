"use client";

import { GeistSans } from "geist/font/sans";
import { useEffect } from "react";

import { StatusPage } from "@/components/status-page";
import { Button } from "@/components/ui/button";

import "./globals.css";

/** Replaces the root layout when it fails, so it brings its own <html>, theme and font. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang="en" className={`dark ${GeistSans.variable}`}>
      <body>
        <title>Internal Server Error</title>
        <StatusPage
          code={500}
          title="Internal Server Error"
          actions={
            <>
              <Button onClick={() => retry()}>Try again</Button>
              <Button asChild variant="outline">
                {/* A full page load: the root layout itself failed, so client navigation may not work. */}
                <a href="/">Go home</a>
              </Button>
            </>
          }
        >
          <p>Something went wrong on our side.</p>
        </StatusPage>
      </body>
    </html>
  );
}
