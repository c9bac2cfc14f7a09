-- A scheduled publish pins its drafts (issue #30): the exact wording of each draft it will
-- publish, recorded when it is scheduled ([{ key, text, authorName, updatedAt, hash }]). When it
-- runs it publishes those wordings, not drafts written or changed later. NULL: a schedule made
-- before this change, which publishes the language's drafts as they are when it runs.
-- Additive: a nullable column only.

-- AlterTable
ALTER TABLE "copy_scheduled_publishes" ADD COLUMN "pinned" JSONB;
