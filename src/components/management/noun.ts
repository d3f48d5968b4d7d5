/**
 * A noun of the interface ("Team", from a catalogue) as it reads inside a sentence ("Delete team?"): in lower
 * case, except in German, whose nouns keep their capital ("Team löschen?").
 */
export function nounInSentence(noun: string, locale: string): string {
  return locale.startsWith("de") ? noun : noun.toLocaleLowerCase(locale);
}
