/**
 * The message catalogues: one folder per language under messages/, one JSON file per area of the product, listed
 * in that folder's index.ts. English is the reference: the other languages have exactly its keys
 * (tests/unit/i18n-catalogues.test.ts). Only the chosen language's catalogue is loaded for a request.
 */
import type { Locale } from "./locales";
import type enUS from "./messages/en-US";

export type Messages = typeof enUS;

// Typed loosely: the other languages' key-for-key match with English is checked by the catalogue tests, which say
// which key is missing, rather than by a type error about the whole catalogue.
const LOADERS: Record<Locale, () => Promise<{ default: unknown }>> = {
  "en-US": () => import("./messages/en-US"),
  "es-ES": () => import("./messages/es-ES"),
  "fr-FR": () => import("./messages/fr-FR"),
  "de-DE": () => import("./messages/de-DE"),
  "pt-BR": () => import("./messages/pt-BR"),
};

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await LOADERS[locale]()).default as Messages;
}
