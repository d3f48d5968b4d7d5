/**
 * Which of the five languages a stretch of normalised text is most likely in, from its small function words: a
 * negation is read in the language of the sentence it stands in ("pas de sauna" denies the sauna even though
 * "sauna" is an English word too).
 */
const FUNCTION_WORDS: [string, RegExp][] = [
  ["en-US", /\b(the|and|i|to|my|is|it|was|with|of|in|that|but|he|she|me|at|just)\b/g],
  ["es-ES", /\b(el|la|que|de|y|en|los|las|me|mi|es|por|con|pero|muy|lo|se|del|una)\b/g],
  ["fr-FR", /\b(le|la|les|et|je|de|des|est|pas|un|une|que|mon|ma|avec|il|elle|on|ca|du|au)\b/g],
  ["de-DE", /\b(der|die|das|und|ich|nicht|ist|mit|mein|zu|ein|eine|auf|den|dem|es|er|sie|hab|habe)\b/g],
  ["pt-BR", /\b(o|a|que|de|e|nao|eu|meu|minha|com|um|uma|pra|para|os|as|do|da|no|na|ele|ela)\b/g],
];

export function guessLanguage(text: string): string {
  let best = "en-US";
  let bestCount = 0;
  for (const [language, words] of FUNCTION_WORDS) {
    const count = text.match(words)?.length ?? 0;
    if (count > bestCount) {
      best = language;
      bestCount = count;
    }
  }
  return best;
}

const ANY_FUNCTION_WORD = new RegExp(
  `^(?:${FUNCTION_WORDS.map(([, w]) => w.source.slice(3, -3)).join("|")})$`,
);

/** A small word of any of the five languages ("the", "que", "und"): never evidence on its own. */
export function isFunctionWord(word: string): boolean {
  return ANY_FUNCTION_WORD.test(word);
}
