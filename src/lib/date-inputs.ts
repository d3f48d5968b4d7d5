/** The values of date and datetime-local inputs, in the viewer's local calendar, to and from ISO text. */
const pad = (n: number) => String(n).padStart(2, "0");

function parse(value: string | null | undefined): Date | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "2026-03-01" for a date input, in the viewer's local calendar. */
export function toDateInput(value: string | null | undefined): string {
  const date = parse(value);
  return date ? `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` : "";
}

/** "2026-03-01T18:30" for a datetime-local input, in the viewer's local time. */
export function toDateTimeInput(value: string | null | undefined): string {
  const date = parse(value);
  return date ? `${toDateInput(value)}T${pad(date.getHours())}:${pad(date.getMinutes())}` : "";
}

/**
 * A date or datetime-local input's value as ISO text (a day is its local start), null when empty, and the text as
 * typed when it does not parse (so the contract answers 'Invalid date').
 */
export function fromDateInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value.includes("T") ? value : `${value}T00:00:00`);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}
