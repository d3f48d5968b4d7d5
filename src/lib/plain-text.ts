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

/**
 * A markdown text with its inline marks taken away but its lines kept: what a message shows for the moment before
 * the markdown renderer has loaded, so "**intervals**" never flashes by with its stars. Underscores inside words
 * (snake_case) stay.
 */
export function unmarked(markdown: string): string {
  return markdown
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, "$2")
    .replace(/(^|[^\w*])[*_](?=\S)([^*_\n]*?\S)[*_](?![\w*])/g, "$1$2")
    .replace(/`([^`\n]+)`/g, "$1");
}
