-- Follow-ups and the day's list: a lead's next step (a day, in the assignee's calendar, and a
-- short note), and a member's choice of a morning mail with their day, with the last day it went
-- out so each member gets at most one a day whichever instance sends it.
-- Additive: nullable columns and a defaulted flag only.

-- AlterTable
ALTER TABLE "contact_submissions" ADD COLUMN "nextActionOn" DATE, ADD COLUMN "nextActionNote" TEXT;
ALTER TABLE "download_submissions" ADD COLUMN "nextActionOn" DATE, ADD COLUMN "nextActionNote" TEXT;
ALTER TABLE "member_preferences" ADD COLUMN "morningMail" BOOLEAN NOT NULL DEFAULT false, ADD COLUMN "morningMailSentOn" TEXT;

-- CreateIndex
CREATE INDEX "contact_submissions_assigneeId_nextActionOn_idx" ON "contact_submissions"("assigneeId", "nextActionOn");
CREATE INDEX "download_submissions_assigneeId_nextActionOn_idx" ON "download_submissions"("assigneeId", "nextActionOn");
