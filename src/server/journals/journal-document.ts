import { toDocument } from "@/server/http/document";

/** Teams are read as an id list, the way §3 stores references. */
export const journalInclude = { teams: { select: { id: true } } } as const;

/** `row` is a journal entry read with `journalInclude` (the pager cannot carry that type). */
export function journalDocument(row: Record<string, unknown>) {
  const doc = toDocument(row, { omit: ["teams"] });
  doc.teams = ((row.teams ?? []) as { id: string }[]).map((t) => t.id);
  return doc;
}
