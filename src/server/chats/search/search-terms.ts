/**
 * What a chat search looks for: the words of the typed text, each matched as the start of a word of the chat
 * (PostgreSQL's `'word':*`), all of them required. Only letters and digits make a word; everything else (`&`, `|`,
 * `!`, `:`, `*`, quotes, backslashes, `%`) only separates words, so no typed character can change the query's
 * syntax. Prefixes stand in for stemming, which the 'simple' configuration does not do (docs/decisions.md,
 * "Chat search"): "wristband" finds "wristbands", "entra" finds "entraînement".
 */

const WORD = /[\p{L}\p{N}]+/gu;
/** More words than this narrow a search no further in practice, and each costs an index lookup. */
export const MAX_SEARCH_TERMS = 8;
/** Longer than any word worth typing; PostgreSQL ignores words over 2,047 bytes in documents anyway. */
const MAX_TERM_LENGTH = 64;

/** The distinct words of `text`, lower-cased and in NFC (so a typed "é" is the stored one), at most 8. */
export function searchTerms(text: string): string[] {
  const words = text.normalize("NFC").toLowerCase().match(WORD) ?? [];
  const distinct = [...new Set(words.map((word) => word.slice(0, MAX_TERM_LENGTH)))];
  return distinct.slice(0, MAX_SEARCH_TERMS);
}

/**
 * The tsquery text (read with `::tsquery`, which takes lexemes as written) for the words `terms` whose parts
 * PostgreSQL's parser finds in each alone (`parts[i]`, search-query.ts): every word is required, each as the start
 * of one word of the chat or, where the parser splits it, of all its parts. The parser reads a word in context
 * ("3e2d0cd8" alone is the number 3e2 and the word d0cd8, inside "tag-3e2d0cd8" it is one word), so either must do.
 * Terms and parts hold letters and digits only: quoting them cannot change the query's syntax.
 */
export function tsQueryText(terms: string[], parts: string[][]): string | null {
  if (terms.length === 0) return null;
  const prefix = (word: string) => `'${word}':*`;
  return terms
    .map((term, i) => {
      const alone = DIGITS.test(term) ? `(${prefix(term)} | ${prefix(`-${term}`)})` : prefix(term);
      const split = (parts[i] ?? []).filter((part) => part !== term);
      if (split.length === 0) return alone;
      return `(${alone} | (${split.map(prefix).join(" & ")}))`;
    })
    .join(" & ");
}

/**
 * A number after a hyphen is a negative number to the parser ("U-17" is the word u and the number -17), though
 * typed it is the word 17: a typed number matches either way.
 */
const DIGITS = /^[0-9]+$/;
