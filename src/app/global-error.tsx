"use client";

import { GeistSans } from "geist/font/sans";
import { useEffect } from "react";

import { StatusPage } from "@/components/status-page";
import { buttonClasses } from "@/components/ui/button-variants";

import "./globals.css";

/**
 * Replaces the root layout when it fails, so it brings its own <html>, theme and font. Every page loads its script:
 * plain elements with the button classes keep it small, as in error.tsx.
 */
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
              <button type="button" data-slot="button" className={buttonClasses()} onClick={() => retry()}>
                Try again
              </button>
              {/* A full page load: the root layout itself failed, so client navigation may not work. */}
              <a href="/" data-slot="button" className={buttonClasses({ variant: "outline" })}>
                Go home
              </a>
            </>
          }
        >
          <p>Something went wrong on our side.</p>
        </StatusPage>
      </body>
    </html>
  );
}
