-- The lists of what people write (goals, journal entries, coaching notes, notifications) search their text for any
-- part of it (src/server/list/list-spec.ts, buildSearch: ILIKE '%text%' on the list's searchable columns), as the
-- people list does. Without an index that serves a pattern starting with '%', a search that few rows match read
-- every row in the caller's scope: an athlete with 100,000 goals waited 200-300 ms for each ⌘K keystroke. One trigram
-- GIN index per table over the columns its search ORs, as "User_search_trgm_idx" (20261128140000_user_search_trigram).
-- The indexes live here only: schema.prisma cannot name an operator class without a preview feature.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX "Goal_search_trgm_idx"
  ON "Goal" USING GIN ("title" gin_trgm_ops, "target" gin_trgm_ops, "motivation" gin_trgm_ops);

CREATE INDEX "JournalEntry_search_trgm_idx"
  ON "JournalEntry" USING GIN ("title" gin_trgm_ops, "text" gin_trgm_ops);

CREATE INDEX "CoachingNote_search_trgm_idx"
  ON "CoachingNote" USING GIN ("title" gin_trgm_ops, "content" gin_trgm_ops);

CREATE INDEX "Notification_search_trgm_idx"
  ON "Notification" USING GIN ("title" gin_trgm_ops, "message" gin_trgm_ops);
