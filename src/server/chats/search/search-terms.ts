/**
 * What a chat search looks for: the words of the typed text, each matched as the start of a word of the chat
 * (PostgreSQL's `'word':*`), all of them required. Only letters and digits make a word; everything else (`&`, `|`,
 * `!`, `:`, `*`, quotes, backslashes, `%`) only separates words, so no typed character can change the query's
 * syntax. Prefixes stand in for stemming, which the 'simple' configuration does not do (docs/design-decisions.md,
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

/** The tsquery text for `to_tsquery('simple', …)`: `'wrist':* & 'bands':*`; null when there is no word. */
export function prefixQuery(text: string): string | null {
  const terms = searchTerms(text);
  return terms.length === 0 ? null : terms.map((term) => `'${term}':*`).join(" & ");
}
