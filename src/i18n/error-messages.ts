/**
 * The §8 envelope in the caller's language: the code stays, the `message` (and each field's) is the catalogue's
 * text for it. Every language's `errors` area is bundled here (a few kB each), so an error answer never waits on
 * loading a catalogue. English answers are the spec's texts unchanged.
 */
import { createTranslator } from "next-intl";
import type { ErrorEnvelope } from "@/lib/errors";
import type { Messages } from "./catalogue";
import { compileMessages } from "./compile-messages";
import { DEFAULT_LOCALE, type Locale } from "./locales";
import { errorText, messageText } from "./message-text";
import deDE from "./messages/de-DE/errors.json";
import enUS from "./messages/en-US/errors.json";
import esES from "./messages/es-ES/errors.json";
import frFR from "./messages/fr-FR/errors.json";
import ptBR from "./messages/pt-BR/errors.json";

const ERRORS: Record<Locale, unknown> = {
  "en-US": enUS,
  "es-ES": esES,
  "fr-FR": frFR,
  "de-DE": deDE,
  "pt-BR": ptBR,
};

const translators = new Map<Locale, ReturnType<typeof translatorOf>>();

function translatorOf(locale: Locale) {
  const messages = compileMessages({ errors: ERRORS[locale] }) as Messages;
  return createTranslator({ locale, messages, namespace: "errors" });
}

export function errorsTranslator(locale: Locale) {
  let t = translators.get(locale);
  if (!t) {
    t = translatorOf(locale);
    translators.set(locale, t);
  }
  return t;
}

export function localizeEnvelope(envelope: ErrorEnvelope, locale: Locale): ErrorEnvelope {
  if (locale === DEFAULT_LOCALE) return envelope;
  const t = errorsTranslator(locale);
  const { code, message, fields } = envelope.error;
  return {
    error: {
      ...envelope.error,
      message: errorText(t as never, code, message),
      ...(fields
        ? { fields: fields.map((f) => ({ ...f, message: messageText(t as never, f.message) })) }
        : {}),
    },
  };
}
