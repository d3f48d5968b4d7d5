import { useTranslations } from "next-intl";
import type { ChatSearchPage } from "@/lib/contracts/chats/schemas";

/**
 * Said above the results of a search that matched too many chats to rank them all in time, so it looked only in
 * the person's most recent ones (POST /chats/paginate's `searchedRecent`).
 */
export function SearchReachNote({ page, className }: { page: unknown; className?: string }) {
  const t = useTranslations("chats");
  const searched = (page as Partial<ChatSearchPage> | null | undefined)?.searchedRecent;
  if (!searched) return null;
  return (
    <p className={className ?? "text-xs text-muted-foreground"} data-testid="search-reach">
      {t("searchReach", { count: searched })}
    </p>
  );
}
