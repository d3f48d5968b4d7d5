/**
 * Person data goes to the model as quoted data, never as instructions: every value is a JSON string (quotes,
 * newlines and control characters escaped, so no value can start a line of its own or close the data section),
 * and the section's own markers cannot occur inside it.
 */
export const BRIEF_OPEN = "<<<PERSON-DATA>>>";
export const BRIEF_CLOSE = "<<<END PERSON-DATA>>>";

/** A value quoted for the brief, cut to `max` characters. */
export function quoted(value: string, max = 300): string {
  const flat = value.replace(/\s+/g, " ").trim().replaceAll("<<<", "‹‹‹").replaceAll(">>>", "›››");
  const cut = flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
  return JSON.stringify(cut);
}

/** The text of a §3 trait assessment or archetype ({title, description} or {name, title, description}). */
export function traitText(value: unknown): string | null {
  if (!value || typeof value !== "object") return typeof value === "string" && value.trim() ? value : null;
  const v = value as { name?: unknown; title?: unknown; description?: unknown };
  const parts = [v.name, v.title, v.description].filter(
    (p): p is string => typeof p === "string" && p.trim() !== "",
  );
  return parts.length > 0 ? parts.join(" — ") : null;
}
