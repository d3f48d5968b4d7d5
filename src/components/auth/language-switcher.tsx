"use client";

import { LanguagesIcon } from "lucide-react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useTransition } from "react";
import { LOCALE_COOKIE, LOCALES } from "@/i18n/locales";

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The sign-in page's language choice, for visitors (a signed-in person's own preference wins over it). The page
 * re-renders in place: what was typed in the form stays.
 */
export function LanguageSwitcher() {
  const t = useTranslations("signIn");
  const te = useTranslations("enums");
  const locale = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  function choose(next: string) {
    // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie the server reads; no library is needed for it
    document.cookie = `${LOCALE_COOKIE}=${encodeURIComponent(next)}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
    startTransition(() => router.refresh());
  }

  return (
    <label className="flex items-center gap-2 text-sm text-muted-foreground">
      <LanguagesIcon aria-hidden className="size-4" />
      <span className="sr-only">{t("language")}</span>
      <select
        value={locale}
        onChange={(event) => choose(event.target.value)}
        aria-busy={pending || undefined}
        className="h-9 rounded-md border border-input bg-background px-2 text-sm text-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {te(`languageNames.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
