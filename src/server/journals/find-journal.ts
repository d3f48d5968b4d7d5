import { notFound } from "@/lib/errors";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { journalDocument, journalInclude } from "./journal-document";
import { readableJournals, writableJournals } from "./scope";

/**
 * The entry `id` if the caller may read it (`"read"`) or change it (`"write"`). Anything outside that scope —
 * another organisation's entry, another athlete's, or a team member's entry a coach tries to change — is
 * 'Journal not found' (404), so the answer never tells whether the id exists.
 */
export async function findJournal(ctx: RequestContext, id: string, access: "read" | "write") {
  const scope = access === "read" ? readableJournals(ctx) : writableJournals(ctx);
  const row = await db.journalEntry.findFirst({ where: { AND: [{ id }, scope] }, include: journalInclude });
  if (!row) throw notFound("Journal");
  return row;
}

export async function journalDetail(id: string) {
  const row = await db.journalEntry.findUniqueOrThrow({ where: { id }, include: journalInclude });
  return journalDocument(row);
}
