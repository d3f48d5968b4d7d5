-- A people search finds a name, e-mail or phone number by any part of it (src/server/list/list-spec.ts,
-- buildSearch: ILIKE '%text%' on the list's searchable columns). A B-tree index cannot serve a pattern that starts
-- with '%', so without this index the users list of a large organisation read every person for a name only a few
-- share. A trigram GIN index serves ILIKE directly, one index for the three columns (a search ORs them).
-- pg_trgm ships with PostgreSQL and is a trusted extension (13+): the database's owner may create it, on managed
-- services as well; the embedded database loads PGlite's build of it (scripts/lib/pglite-server.mjs).
-- The index lives here only: schema.prisma cannot name an operator class without a preview feature.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX "User_search_trgm_idx"
  ON "User" USING GIN ("name" gin_trgm_ops, "email" gin_trgm_ops, "phone" gin_trgm_ops);
