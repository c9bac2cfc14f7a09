-- Lead work (issue #23): a timeline per lead (notes that stack, status and assignment changes,
-- retries), every try of every mail with its outcome, an assignee per lead, what each member
-- has opened, each member's time zone and last visit to the inbox, and a search that ignores
-- accents and case. Additive only: nothing existing is changed or dropped but the two search
-- indexes, which are rebuilt on the folded text.

-- AlterTable
ALTER TABLE "contact_submissions" ADD COLUMN "assigneeId" INTEGER;
ALTER TABLE "download_submissions" ADD COLUMN "assigneeId" INTEGER;

-- CreateTable
CREATE TABLE "lead_events" (
    "id" SERIAL NOT NULL,
    "contactSubmissionId" INTEGER,
    "downloadSubmissionId" INTEGER,
    "type" TEXT NOT NULL,
    "authorId" INTEGER,
    "authorName" TEXT,
    "body" TEXT,
    "fromValue" TEXT,
    "toValue" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "editedAt" TIMESTAMP(3),
    "history" JSONB NOT NULL DEFAULT '[]',

    CONSTRAINT "lead_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "mail_attempts" (
    "id" SERIAL NOT NULL,
    "outboxId" UUID NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "outcome" TEXT NOT NULL,
    "errorKind" TEXT,
    "error" TEXT,

    CONSTRAINT "mail_attempts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lead_reads" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "contactSubmissionId" INTEGER,
    "downloadSubmissionId" INTEGER,
    "readAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lead_reads_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "member_preferences" (
    "userId" INTEGER NOT NULL,
    "timeZone" TEXT,
    "inboxSeenAt" TIMESTAMP(3),
    "inboxPreviousSeenAt" TIMESTAMP(3),

    CONSTRAINT "member_preferences_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE INDEX "contact_submissions_assigneeId_createdAt_id_idx" ON "contact_submissions"("assigneeId", "createdAt" DESC, "id" DESC);
CREATE INDEX "download_submissions_assigneeId_downloadedAt_id_idx" ON "download_submissions"("assigneeId", "downloadedAt" DESC, "id" DESC);
CREATE INDEX "lead_events_contactSubmissionId_idx" ON "lead_events"("contactSubmissionId");
CREATE INDEX "lead_events_downloadSubmissionId_idx" ON "lead_events"("downloadSubmissionId");
CREATE INDEX "mail_attempts_outboxId_idx" ON "mail_attempts"("outboxId");
CREATE UNIQUE INDEX "lead_reads_userId_contactSubmissionId_key" ON "lead_reads"("userId", "contactSubmissionId");
CREATE UNIQUE INDEX "lead_reads_userId_downloadSubmissionId_key" ON "lead_reads"("userId", "downloadSubmissionId");

-- AddForeignKey
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_assigneeId_fkey" FOREIGN KEY ("assigneeId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "download_submissions" ADD CONSTRAINT "download_submissions_assigneeId_fkey" FOREIGN KEY ("assigneeId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_contactSubmissionId_fkey" FOREIGN KEY ("contactSubmissionId") REFERENCES "contact_submissions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_downloadSubmissionId_fkey" FOREIGN KEY ("downloadSubmissionId") REFERENCES "download_submissions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "mail_attempts" ADD CONSTRAINT "mail_attempts_outboxId_fkey" FOREIGN KEY ("outboxId") REFERENCES "mail_outbox"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "lead_reads" ADD CONSTRAINT "lead_reads_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "lead_reads" ADD CONSTRAINT "lead_reads_contactSubmissionId_fkey" FOREIGN KEY ("contactSubmissionId") REFERENCES "contact_submissions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "lead_reads" ADD CONSTRAINT "lead_reads_downloadSubmissionId_fkey" FOREIGN KEY ("downloadSubmissionId") REFERENCES "download_submissions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "member_preferences" ADD CONSTRAINT "member_preferences_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The notes written before notes stacked become the first entry of their lead's timeline.
INSERT INTO "lead_events" ("contactSubmissionId", "type", "body", "createdAt")
  SELECT "id", 'note', "note", coalesce("updatedAt", "createdAt") FROM "contact_submissions" WHERE "note" IS NOT NULL;
INSERT INTO "lead_events" ("downloadSubmissionId", "type", "body", "createdAt")
  SELECT "id", 'note', "note", coalesce("updatedAt", "downloadedAt") FROM "download_submissions" WHERE "note" IS NOT NULL;

-- Search text without accents and case: "Ozturk" finds "Öztürk". PGlite has no unaccent, and
-- unaccent() is not immutable anyway (its dictionary can change), so an index cannot use it;
-- this function is a fixed table of the Latin letters of the four site languages and their
-- neighbours, so it is immutable and the same on every engine. lib/team/search-fold.ts mirrors
-- it for highlighting.
CREATE FUNCTION "granite_fold"(input text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $fold$
  SELECT lower(translate(
    replace(replace(replace(replace(replace(input, 'ß', 'ss'), 'Æ', 'AE'), 'æ', 'ae'), 'Œ', 'OE'), 'œ', 'oe'),
    'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆĈĊČçćĉċčĎĐďđÈÉÊËĒĔĖĘĚèéêëēĕėęěĜĞĠĢĝğġģĤĦĥħÌÍÎÏĨĪĬĮİìíîïĩīĭįıĴĵĶķĹĻĽĿŁĺļľŀłÑŃŅŇñńņňÒÓÔÕÖØŌŎŐòóôõöøōŏőŔŖŘŕŗřŚŜŞŠśŝşšŢŤŦţťŧÙÚÛÜŨŪŬŮŰŲùúûüũūŭůűųŴŵÝŸŶýÿŷŹŻŽźżž',
    'AAAAAAAAAaaaaaaaaaCCCCCcccccDDddEEEEEEEEEeeeeeeeeeGGGGggggHHhhIIIIIIIIIiiiiiiiiiJjKkLLLLLlllllNNNNnnnnOOOOOOOOOoooooooooRRRrrrSSSSssssTTTtttUUUUUUUUUUuuuuuuuuuuWwYYYyyyZZZzzz'));
$fold$;

-- The folded search text, stored: folding is too slow to do again on every row a search
-- rechecks (a common name matches thousands). The inbox searches it (lib/team/lead-query.ts);
-- the trigram indexes follow it. As before, a database without pg_trgm searches by reading the
-- tables.
ALTER TABLE "contact_submissions" ADD COLUMN "searchText" TEXT GENERATED ALWAYS AS (
  "granite_fold"("firstName" || ' ' || "lastName" || E'\n' || "email" || E'\n' || coalesce("company", ''))) STORED;
ALTER TABLE "download_submissions" ADD COLUMN "searchText" TEXT GENERATED ALWAYS AS (
  "granite_fold"("firstName" || ' ' || "lastName" || E'\n' || "email" || E'\n' || "company")) STORED;

DO $$
BEGIN
  DROP INDEX IF EXISTS "contact_submissions_search_idx";
  DROP INDEX IF EXISTS "download_submissions_search_idx";
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE INDEX "contact_submissions_search_idx" ON "contact_submissions" USING gin ("searchText" gin_trgm_ops);
  CREATE INDEX "download_submissions_search_idx" ON "download_submissions" USING gin ("searchText" gin_trgm_ops);
EXCEPTION WHEN OTHERS THEN
  RAISE WARNING 'team inbox search indexes not created (%): searches will read the whole tables', SQLERRM;
END $$;
