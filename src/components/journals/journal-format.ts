/**
 * The form edits a journal's date as a calendar day (an <input type="date"> value). The UI keeps journal days
 * in UTC: the day picked is sent as "YYYY-MM-DD" (UTC midnight) and shown back without a timezone shift.
 */
export function dayOf(value: string | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : date.toISOString().slice(0, 10);
}

/** Today in the viewer's own calendar, as an <input type="date"> value. */
export function today(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The first words of the text, for the list. */
export function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
