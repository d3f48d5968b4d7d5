"use client";

import Link from "next/link";
import { useEffect } from "react";

import { StatusPage } from "@/components/status-page";
import { buttonClasses } from "@/components/ui/button-variants";

// Every page loads this boundary's script: plain elements with the button classes keep it small (<Button> would
// bring its Slot and spinner icon into it once more).
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <StatusPage
      code={500}
      title="Internal Server Error"
      actions={
        <>
          <button type="button" data-slot="button" className={buttonClasses()} onClick={() => retry()}>
            Try again
          </button>
          <Link href="/" data-slot="button" className={buttonClasses({ variant: "outline" })}>
            Go home
          </Link>
        </>
      }
    >
      <p>Something went wrong on our side.</p>
    </StatusPage>
  );
}
