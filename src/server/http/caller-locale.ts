/**
 * The language an API answer's texts are in: the caller's preferredLanguage once they are authenticated, else the
 * sign-in page's language cookie, else Accept-Language (src/i18n/locales.ts). authenticate() records the
 * preference against the request, so an error thrown after it is answered in the person's language.
 */
import { chooseLocale, LOCALE_COOKIE, type Locale } from "@/i18n/locales";

const preferences = new WeakMap<Request, string | null>();

export function rememberCallerPreference(req: Request, preferredLanguage: string | null | undefined): void {
  preferences.set(req, preferredLanguage ?? null);
}

function cookieValue(req: Request, name: string): string | null {
  const header = req.headers.get("cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

export function callerLocale(req: Request): Locale {
  return chooseLocale({
    preference: preferences.get(req),
    cookie: cookieValue(req, LOCALE_COOKIE),
    acceptLanguage: req.headers.get("accept-language"),
  });
}
