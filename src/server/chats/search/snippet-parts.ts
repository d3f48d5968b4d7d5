/**
 * A search snippet as parts of plain text, the matched words flagged: ts_headline marks them with two characters
 * from Unicode's private use area, which the stored text cannot contain (the statement removes them first), and
 * the marked text is split here. The browser renders the parts as text inside <mark>, so a snippet can never carry
 * markup of its own.
 */
import type { SnippetPart } from "@/lib/contracts/chats/schemas";

export const MARK_START = "\uE000";
export const MARK_END = "\uE001";

/**
 * A snippet shows words, not markdown: emphasis, code and strike marks go, a link keeps its words (a snippet may
 * cut a link, so a lone bracket or a cut-off address goes too).
 */
export function withoutMarks(text: string): string {
  return text
    .replace(/\]\([^)\s]*\)?/g, "")
    .replace(/\*\*|__|~~|`|\[/g, "")
    .replace(/(^|\s)[*_#]+(?=\S)/g, "$1");
}

/** Splits ts_headline's output into parts; empty parts are left out, and runs of one kind merged. */
export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const push = (raw: string, mark: boolean) => {
    const text = withoutMarks(raw);
    if (!text) return;
    const last = parts.at(-1);
    if (last && last.mark === mark) last.text += text;
    else parts.push({ text, mark });
  };
  for (const [i, piece] of headline.split(MARK_START).entries()) {
    if (i === 0) {
      push(piece.replaceAll(MARK_END, ""), false);
      continue;
    }
    const end = piece.indexOf(MARK_END);
    if (end < 0) {
      push(piece, true);
      continue;
    }
    push(piece.slice(0, end), true);
    push(piece.slice(end + 1).replaceAll(MARK_END, ""), false);
  }
  return parts;
}
