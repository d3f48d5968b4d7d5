import type { ChatSearchPage } from "@/lib/contracts/chats/schemas";

/**
 * Said above the results of a search that matched too many chats to rank them all in time, so it looked only in
 * the person's most recent ones (POST /chats/paginate's `searchedRecent`).
 */
export function SearchReachNote({ page, className }: { page: unknown; className?: string }) {
  const searched = (page as Partial<ChatSearchPage> | null | undefined)?.searchedRecent;
  if (!searched) return null;
  return (
    <p className={className ?? "text-xs text-muted-foreground"} data-testid="search-reach">
      Many chats match: these are from your {searched} most recent. Add a word to narrow the search.
    </p>
  );
}
