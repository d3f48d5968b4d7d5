let zone: string | undefined;

/**
 * The browser's IANA time zone ("Europe/Madrid"), read once per page load. Each `Intl.DateTimeFormat()` made to ask
 * costs a few milliseconds (the locale and zone data are resolved anew), and the API client asked on every call:
 * about 0.2 s of a phone's main thread while the chat page started.
 */
export function browserTimeZone(): string {
  zone ??= Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone;
}
