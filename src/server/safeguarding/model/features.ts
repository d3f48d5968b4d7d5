/**
 * What the offline model reads in a message: its words, each two neighbouring words, each word's first five letters
 * (so "cutting", "cortarme" and "geritzt" share a stem with their other forms), after shorthand is spelt out, and
 * the cues it holds (cues/: "a means", "an adult", "a head knock"), so what it learns carries over to other words.
 * The training script (scripts/train-safeguarding-model.mjs) and the model read messages through this one function.
 */
import { spellOut } from "../cues/shorthand";
import { cuesIn, type Reading, read } from "../detector";
import { normalise } from "../normalise";

export function features(text: string, reading: Reading = read(text)): string[] {
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
  for (const cue of cuesIn(text, reading)) found.add(`c:${cue}`);
  return [...found];
}
