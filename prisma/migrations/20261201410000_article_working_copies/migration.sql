-- Articles a writer can trust: a working copy is never thrown away (a restore keeps it as a
-- revision of kind 'working-copy' first), a scheduled publication is credited to the member who
-- scheduled it, and bylines show a member's chosen name rather than their login name.
-- Additive: new columns with defaults or NULL only; existing revisions are publications.

-- AlterTable
ALTER TABLE "article_revisions" ADD COLUMN "kind" TEXT NOT NULL DEFAULT 'published';

-- AlterTable
ALTER TABLE "article_translations" ADD COLUMN "scheduledById" INTEGER,
ADD COLUMN "scheduledByName" TEXT;

-- AlterTable
ALTER TABLE "users" ADD COLUMN "displayName" TEXT;

-- AddForeignKey
ALTER TABLE "article_translations" ADD CONSTRAINT "article_translations_scheduledById_fkey" FOREIGN KEY ("scheduledById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
