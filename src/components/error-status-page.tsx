"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect } from "react";

import { StatusPage } from "@/components/status-page";
import { buttonClasses } from "@/components/ui/button-variants";

/**
 * The 500 page of the error boundaries (error.tsx, global-error.tsx): logs the error, offers a retry and the way
 * home. Every page loads a boundary's script: plain elements with the button classes keep it small (<Button> would
 * bring its Slot and spinner icon into it once more).
 */
export function ErrorStatusPage({
  error,
  retry,
  fullReload = false,
}: {
  error: unknown;
  retry: () => void;
  /** "Go home" loads the page afresh: the root layout itself failed, so client navigation may not work. */
  fullReload?: boolean;
}) {
  const t = useTranslations("statusPages.error");
  useEffect(() => {
    console.error(error);
  }, [error]);

  const Home = fullReload ? "a" : Link;
  return (
    <StatusPage
      code={500}
      title={t("title")}
      actions={
        <>
          <button type="button" data-slot="button" className={buttonClasses()} onClick={() => retry()}>
            {t("tryAgain")}
          </button>
          <Home href="/" data-slot="button" className={buttonClasses({ variant: "outline" })}>
            {t("goHome")}
          </Home>
        </>
      }
    >
      <p>{t("text")}</p>
    </StatusPage>
  );
}
