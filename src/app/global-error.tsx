"use client";

import { NextIntlClientProvider, useTranslations } from "next-intl";

import { ErrorStatusPage } from "@/components/error-status-page";
import statusPages from "@/i18n/messages/en-US/statusPages.json";
import { sans } from "./fonts";

import "./globals.css";

// DEFAULT_LOCALE, written out: importing locales.ts would bring the locale matcher into this script.
const LOCALE = "en-US";

/**
 * Replaces the root layout when it fails, so it brings its own <html>, theme, font and texts. The request's
 * language was chosen in that layout, which is gone: the page speaks English, from the catalogue.
 */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang={LOCALE} className={`dark ${sans.variable}`}>
      <body>
        <NextIntlClientProvider locale={LOCALE} messages={{ statusPages }}>
          <Title />
          <ErrorStatusPage error={error} retry={retry} fullReload />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}

function Title() {
  const t = useTranslations("statusPages.error");
  return <title>{t("title")}</title>;
}
