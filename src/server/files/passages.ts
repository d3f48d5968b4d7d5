/**
 * Retrieval without a vector store: a file's text is cut into passages of about PASSAGE_CHARS characters (on
 * paragraph, then sentence, then word boundaries) and the passages sharing most distinct words with the user's
 * message win. Pure, so it is unit-testable.
 */
export const PASSAGE_CHARS = 800;

const STOP_WORDS = new Set(
  "the and for are but not you your with this that have has had was were will would can could should what when where which who why how all any about from into over than then them they their there these those our out its his her him she one two been being does did doing just very also too more most some such only own same here".split(
    " ",
  ),
);

/** Distinct words of three letters or more, lower-cased, without common stop words. */
export function wordsOf(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? [];
  return new Set(words.filter((w) => !STOP_WORDS.has(w)));
}

/** Pieces of at most `max` characters, cut at the last space before the limit when there is one. */
function cutLong(text: string, max: number): string[] {
  const out: string[] = [];
  let rest = text.trim();
  while (rest.length > max) {
    const space = rest.lastIndexOf(" ", max);
    const at = space > max / 2 ? space : max;
    out.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) out.push(rest);
  return out;
}

export function splitPassages(text: string, max = PASSAGE_CHARS): string[] {
  const pieces = text
    .split(/\n\s*\n/)
    .flatMap((paragraph) => (paragraph.trim().length > max ? cutLong(paragraph, max) : [paragraph.trim()]))
    .filter(Boolean);
  const passages: string[] = [];
  let current = "";
  for (const piece of pieces) {
    if (current && current.length + 2 + piece.length > max) {
      passages.push(current);
      current = piece;
    } else current = current ? `${current}\n\n${piece}` : piece;
  }
  if (current) passages.push(current);
  return passages;
}

export interface Passage {
  source: string;
  text: string;
  score: number;
}

/** The `count` passages of the sources sharing most words with `query` (none that share no word). */
export function bestPassages(sources: { name: string; text: string }[], query: string, count = 3): Passage[] {
  const wanted = wordsOf(query);
  if (wanted.size === 0) return [];
  const scored: (Passage & { order: number })[] = [];
  for (const source of sources) {
    for (const text of splitPassages(source.text)) {
      let score = 0;
      for (const word of wordsOf(text)) if (wanted.has(word)) score += 1;
      if (score > 0) scored.push({ source: source.name, text, score, order: scored.length });
    }
  }
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return scored.slice(0, count).map(({ source, text, score }) => ({ source, text, score }));
}
