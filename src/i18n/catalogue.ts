/**
 * The message catalogues: one folder per language under messages/, one JSON file per area of the product. English
 * is the reference and lists the areas (messages/en-US/index.ts); the other languages have exactly its areas and
 * keys (tests/unit/i18n-catalogues.test.ts). Only the chosen language's catalogue is loaded for a request.
 */

import { compileMessages } from "./compile-messages";
import type { Locale } from "./locales";
import enUS from "./messages/en-US";

export type Messages = typeof enUS;
type Area = keyof Messages;

const AREAS = Object.keys(enUS) as Area[];

/** Each language compiled once per process: the catalogues are part of the build, not data that changes. */
const compiled = new Map<Locale, Promise<Messages>>();

async function readMessages(locale: Locale): Promise<Messages> {
  if (locale === "en-US") return enUS;
  const areas = await Promise.all(
    AREAS.map(async (area) => [area, (await import(`./messages/${locale}/${area}.json`)).default] as const),
  );
  // Typed loosely: the key-for-key match with English is the catalogue tests' to check, where they say which key
  // is missing, rather than a type error about the whole catalogue.
  return Object.fromEntries(areas) as Messages;
}

export function loadMessages(locale: Locale): Promise<Messages> {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = readMessages(locale).then(compileMessages);
    compiled.set(locale, messages);
  }
  return messages;
}
