import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { findJournal } from "./find-journal";
import { journalDocument, journalInclude } from "./journal-document";

/**
 * DELETE /journals/{id} — the owner only. Assessment values and goal notes made from the entry keep the
 * history (their link to it is cleared by the schema). Answers the deleted document.
 */
export async function deleteJournal(ctx: RequestContext, id: string) {
  await findJournal(ctx, id, "write");
  const row = await db.journalEntry.delete({ where: { id }, include: journalInclude });
  return journalDocument(row);
}
