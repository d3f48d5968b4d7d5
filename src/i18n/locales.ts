/**
 * The interface's languages (§3's preferredLanguage values) and how a request's language is chosen: the person's
 * preference when signed in, else the language picked on the sign-in page (a cookie), else the browser's
 * Accept-Language, else English. Shared by the proxy, the API pipeline and the client, so it imports nothing
 * server-only.
 */
import { match } from "@formatjs/intl-localematcher";
import { PREFERRED_LANGUAGES } from "@/lib/constants";

export const LOCALES = PREFERRED_LANGUAGES;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en-US";

/** The language picked on the sign-in page, for visitors and people without a preference. */
export const LOCALE_COOKIE = "locale";
/** The browser's own timezone (src/components/time-zone-cookie.tsx), for people who have not chosen one. */
export const TIME_ZONE_COOKIE = "tz";
/** Set by src/proxy.ts on each page request: the chosen language and the person's timezone, for rendering. */
export const LOCALE_HEADER = "x-app-locale";
export const TIME_ZONE_HEADER = "x-app-time-zone";

export function isLocale(value: string | null | undefined): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? "");
}

/** A stored preference ("es_ES" in the enum's database name, "es-ES" in the API) as a locale, or null. */
export function localeOfPreference(value: string | null | undefined): Locale | null {
  const normalized = value?.replace("_", "-");
  return isLocale(normalized) ? normalized : null;
}

/** The best of our languages for an Accept-Language header ("de-AT,de;q=0.9" → de-DE), or null for none. */
export function localeOfAcceptLanguage(header: string | null | undefined): Locale | null {
  const requested = (header ?? "")
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q) };
    })
    .filter(({ tag, q }) => tag && tag !== "*" && q > 0 && Number.isFinite(q))
    .sort((a, b) => b.q - a.q)
    .map(({ tag }) => tag);
  if (requested.length === 0) return null;
  try {
    const found = match(requested, LOCALES, "none", { algorithm: "best fit" });
    return isLocale(found) ? found : null;
  } catch {
    return null; // a malformed tag: as if none were sent
  }
}

export interface LocaleSources {
  preference?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}

export function chooseLocale({ preference, cookie, acceptLanguage }: LocaleSources): Locale {
  return (
    localeOfPreference(preference) ??
    (isLocale(cookie) ? cookie : null) ??
    localeOfAcceptLanguage(acceptLanguage) ??
    DEFAULT_LOCALE
  );
}

/** An IANA timezone the runtime knows, or null: a cookie's value is checked before anything formats with it. */
export function knownTimeZone(value: string | null | undefined): string | null {
  if (!value || value.length > 64) return null;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return value;
  } catch {
    return null;
  }
}
