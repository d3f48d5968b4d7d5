import type { ListQueryInput } from "@/lib/contracts/list-query";

/** How many drafts the queue shows. */
export const DRAFTS_SHOWN = 10;

/**
 * The drafts queue's one query (POST /coaching-notes/paginate). Outside the queue's client module, so that a
 * server component reading the first page with the page (the coach's home) can call it too.
 */
export const draftsQuery = (toUser?: string): ListQueryInput => ({
  page: 1,
  limit: DRAFTS_SHOWN,
  filters: { drafts: true, ...(toUser ? { toUser } : {}) },
});
