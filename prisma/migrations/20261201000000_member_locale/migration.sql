-- The language a member's own mails are written in (security notices, lead notifications, the
-- morning list). Set from the team pages the member uses; NULL reads as English.
-- Additive: a nullable column only.

-- AlterTable
ALTER TABLE "member_preferences" ADD COLUMN "locale" TEXT;
