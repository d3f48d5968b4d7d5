/**
 * The language a person is answered in (their preferredLanguage, §3) and the one instruction line that says it to
 * the model. The line's wording is also how the offline provider, titles and summaries find the language again
 * in a request, so it is written and read here only. English when unset.
 */
import { PREFERRED_LANGUAGES } from "./constants";

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

export function languageInstruction(language: ReplyLanguage): string {
  return `Language: answer in ${NAMES[language]} (${language}), whatever language the instructions are written in.`;
}

/** The language an instruction line in these texts asks for; English when none does. */
export function languageOfInstructions(texts: string[]): ReplyLanguage {
  for (const text of texts) {
    const match = /^Language: answer in [^(\n]+\(([a-z]{2}-[A-Z]{2})\)/m.exec(text);
    if (match) return replyLanguage(match[1]);
  }
  return "en-US";
}
