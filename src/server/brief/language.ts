/**
 * The language a person is answered in (their preferredLanguage, §3), as the instruction the model gets and the
 * name the offline provider and the summaries use. English when unset.
 */
import { PREFERRED_LANGUAGES } from "@/lib/constants";

export type ReplyLanguage = (typeof PREFERRED_LANGUAGES)[number];

const NAMES: Record<ReplyLanguage, string> = {
  "en-US": "English",
  "es-ES": "Spanish",
  "fr-FR": "French",
  "de-DE": "German",
  "pt-BR": "Brazilian Portuguese",
};

export function replyLanguage(value: string | null | undefined): ReplyLanguage {
  return (PREFERRED_LANGUAGES as readonly string[]).includes(value ?? "")
    ? (value as ReplyLanguage)
    : "en-US";
}

export function languageName(language: ReplyLanguage): string {
  return NAMES[language];
}

/** The instruction line; its wording is what the offline provider recognises (offline-language.ts). */
export function languageInstruction(language: ReplyLanguage): string {
  return `Language: answer in ${NAMES[language]} (${language}), whatever language the instructions are written in.`;
}

/** Reads the language back from a request's system messages (the offline provider, titles, summaries). */
export function languageOfInstructions(texts: string[]): ReplyLanguage {
  for (const text of texts) {
    const match = /^Language: answer in [^(\n]+\(([a-z]{2}-[A-Z]{2})\)/m.exec(text);
    if (match) return replyLanguage(match[1]);
  }
  return "en-US";
}
