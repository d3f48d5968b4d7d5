-- Full-text search over chats: a word said in a message, or in a chat's title, keywords or summary, finds the chat.
-- Each row keeps its own tsvector as a stored generated column (computed by PostgreSQL on every insert and update,
-- so no writer can forget it, and a ranking reads it instead of parsing the text again), behind a GIN index.
-- The 'simple' configuration lower-cases and splits words without stemming or stop words: the people write in
-- several languages (en, fr, es, de, it, pt) and a chat has no language of its own, so one language's stemmer would
-- mangle the others' words; searches match word prefixes instead (docs/decisions.md, "Chat search").
-- A generated column is computed after BEFORE triggers, so "keywordsText" (kept by one) is already current.

ALTER TABLE "Chat" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('simple'::regconfig, coalesce("title", '')), 'A') ||
  setweight(to_tsvector('simple'::regconfig, "keywordsText"), 'B') ||
  setweight(to_tsvector('simple'::regconfig, coalesce("summary", '')), 'C')
) STORED;

ALTER TABLE "Message" ADD COLUMN "searchVector" tsvector GENERATED ALWAYS AS (
  to_tsvector('simple'::regconfig, "content")
) STORED;

CREATE INDEX "Chat_searchVector_idx" ON "Chat" USING GIN ("searchVector");
CREATE INDEX "Message_searchVector_idx" ON "Message" USING GIN ("searchVector");
