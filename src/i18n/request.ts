/**
 * next-intl's per-request configuration (found by its plugin in next.config.ts): the language and timezone the
 * proxy chose for this page (src/proxy.ts), and that language's catalogue only.
 */
import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { loadMessages } from "./catalogue";
import { chooseLocale, isLocale, LOCALE_COOKIE, LOCALE_HEADER, TIME_ZONE_HEADER } from "./locales";

export default getRequestConfig(async () => {
  const [requestHeaders, cookieStore] = await Promise.all([headers(), cookies()]);
  const chosen = requestHeaders.get(LOCALE_HEADER);
  const locale = isLocale(chosen)
    ? chosen
    : chooseLocale({
        cookie: cookieStore.get(LOCALE_COOKIE)?.value,
        acceptLanguage: requestHeaders.get("accept-language"),
      });
  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: requestHeaders.get(TIME_ZONE_HEADER) ?? undefined,
  };
});
