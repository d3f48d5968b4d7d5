import type { UpdateJournalInput } from "@/lib/contracts/journals/schemas";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { careForJournal } from "./care-for-journal";
import { findJournal, journalDetail } from "./find-journal";

/**
 * PUT /journals/{id} — the owner only (a coach or admin who may read the entry gets 'Journal not found' too).
 * Fields left out keep their values. An assessed entry stays assessed when the title, date, images, draft or
 * shouldAssess change: the assessment is made from the text, so those edits do not make it stale, and
 * re-assessing would count the same writing twice. When the text itself changes, assessed goes back to false
 * and assessedAt to null, so the entry is assessed again (if shouldAssess) with what it now says.
 */
export async function updateJournal(ctx: RequestContext, id: string, input: UpdateJournalInput) {
  const entry = await findJournal(ctx, id, "write");
  const textChanged = input.text !== undefined && input.text !== entry.text;
  await db.journalEntry.update({
    where: { id },
    data: { ...input, ...(textChanged ? { assessed: false, assessedAt: null } : {}) },
  });
  const wordsChanged = textChanged || (input.title !== undefined && input.title !== entry.title);
  const support = wordsChanged
    ? await careForJournal(ctx, {
        id,
        title: input.title ?? entry.title,
        text: input.text ?? entry.text,
        organizationId: entry.organizationId,
      })
    : null;
  const detail = await journalDetail(id);
  return support ? { ...detail, support } : detail;
}
