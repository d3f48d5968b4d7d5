/**
 * A markdown text as one plain line for a short quote (a list's excerpt, a feedback's reply): the marks go, a
 * link keeps its words, runs of space become one, and it is cut at `max` characters with an ellipsis.
 */
export function plainText(markdown: string, max = 120): string {
  const flat = markdown
    .replace(/[*_`#>~]|\[|\]\([^)]*\)/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
