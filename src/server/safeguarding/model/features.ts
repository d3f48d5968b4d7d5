/**
 * What the offline model reads in a message: its words, each two neighbouring words, and each word's first five
 * letters (so "cutting", "cortarme" and "geritzt" share a stem with their other forms), after shorthand is spelt out.
 * The training script (scripts/train-safeguarding-model.mjs) and the model read messages through this one function.
 */
import { spellOut } from "../cues/shorthand";
import { normalise } from "../normalise";

export function features(text: string): string[] {
  const words = spellOut(normalise(text))
    .replace(/[^\p{L}\p{N}' ]+/gu, " ")
    .split(" ")
    .filter(Boolean);
  const found = new Set<string>();
  words.forEach((word, i) => {
    found.add(`w:${word}`);
    if (word.length > 5) found.add(`p:${word.slice(0, 5)}`);
    if (i + 1 < words.length) found.add(`b:${word} ${words[i + 1]}`);
  });
  return [...found];
}
