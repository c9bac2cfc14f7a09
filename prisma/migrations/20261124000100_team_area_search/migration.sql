-- Team area search (issue #12): the inbox finds leads by any part of a name, "first last", the
-- address or the company (ILIKE '%…%', lib/team/lead-query.ts), which no B-tree index serves.
-- Trigram indexes (pg_trgm) do: a search for one address among 100,000 leads reads a handful of
-- index pages instead of every row. Each index is on exactly the expression the query searches.
--
-- pg_trgm ships with PostgreSQL (contrib) and is a trusted extension, so the database's owner may
-- create it; the embedded PGlite loads it (lib/db/connection.ts). Where it cannot be created the
-- search still works, only by reading the tables: a migration failing over an optional index
-- would block every later release. The block is all or nothing.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX "contact_submissions_search_idx" ON "contact_submissions" USING gin (
    ("firstName" || ' ' || "lastName" || E'\n' || "email" || E'\n' || coalesce("company", '')) gin_trgm_ops);
  CREATE INDEX "download_submissions_search_idx" ON "download_submissions" USING gin (
    ("firstName" || ' ' || "lastName" || E'\n' || "email" || E'\n' || "company") gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE WARNING 'team inbox search indexes not created (%): searches will read the whole tables', SQLERRM;
END $$;
