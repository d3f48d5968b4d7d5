import type { ListQuery } from "@/lib/contracts/list-query";
import { db } from "@/server/db";
import type { RequestContext } from "@/server/http/context";
import { paginate } from "@/server/list/paginate";
import { type JournalRow, journalDocument, journalInclude } from "./journal-document";
import { journalsListSpec } from "./list-spec";
import { readableJournals } from "./scope";

/**
 * POST /journals/paginate. Without filters.user the page holds the caller's own entries (a journal list is
 * personal, also for coaches and admins); with filters.user (one id or `{$in: [...]}`) it holds the entries of
 * those users among the ones the caller may read — users outside that scope simply contribute nothing.
 * Newest date first unless sorted otherwise.
 */
export function paginateJournals(ctx: RequestContext, query: ListQuery) {
  const ownByDefault = query.filters.user === undefined ? [{ userId: ctx.user._id }] : [];
  return paginate(db.journalEntry, query, journalsListSpec, {
    scope: { AND: [readableJournals(ctx), ...ownByDefault] },
    include: journalInclude,
    toDoc: (row) => journalDocument(row as unknown as JournalRow),
  });
}
