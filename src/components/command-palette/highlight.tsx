/** Splits `text` into the parts that match `query` (case-insensitively) and those that do not. */
export function splitMatches(text: string, query: string): { text: string; match: boolean }[] {
  const needle = query.trim().toLowerCase();
  const lower = text.toLowerCase();
  // Lower-casing can change a string's length (e.g. "İ"): offsets would then be wrong, so nothing is marked.
  if (!needle || lower.length !== text.length) return text ? [{ text, match: false }] : [];
  const parts: { text: string; match: boolean }[] = [];
  let from = 0;
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

/** `text` with what matches the typed query marked. */
export function Highlight({ text, query }: { text: string; query: string }) {
  return (
    <>
      {splitMatches(text, query).map((part, i) =>
        part.match ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one string, never reordered.
          <mark key={i} className="rounded-sm bg-primary/35 text-inherit">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
