-- Team area (issue #12): accounts with lockout, server-side sessions, a status and internal note
-- per lead, the visitor's language on each submission, outbox rows tied to the submission they
-- notify (so an erasure takes them along), an audit log, and the indexes the inbox reads by.

-- CreateEnum
CREATE TYPE "LeadStatus" AS ENUM ('new', 'in_progress', 'answered', 'closed');

-- AlterTable
ALTER TABLE "users" ADD COLUMN "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN "failedSignIns" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "lockedUntil" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "contact_submissions" ADD COLUMN "locale" TEXT,
ADD COLUMN "status" "LeadStatus" NOT NULL DEFAULT 'new',
ADD COLUMN "note" TEXT,
ADD COLUMN "updatedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "download_submissions" ADD COLUMN "locale" TEXT,
ADD COLUMN "status" "LeadStatus" NOT NULL DEFAULT 'new',
ADD COLUMN "note" TEXT,
ADD COLUMN "updatedAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "mail_outbox" ADD COLUMN "contactSubmissionId" INTEGER,
ADD COLUMN "downloadSubmissionId" INTEGER;

-- CreateTable
CREATE TABLE "team_sessions" (
    "id" TEXT NOT NULL,
    "userId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "userAgent" TEXT,

    CONSTRAINT "team_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_log" (
    "id" SERIAL NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "action" TEXT NOT NULL,
    "actorId" INTEGER,
    "actorName" TEXT,
    "detail" JSONB NOT NULL DEFAULT '{}',

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "contact_submissions_createdAt_id_idx" ON "contact_submissions"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "contact_submissions_email_idx" ON "contact_submissions"("email");

-- CreateIndex
CREATE INDEX "download_submissions_downloadedAt_id_idx" ON "download_submissions"("downloadedAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "download_submissions_email_idx" ON "download_submissions"("email");

-- CreateIndex
CREATE INDEX "mail_outbox_contactSubmissionId_idx" ON "mail_outbox"("contactSubmissionId");

-- CreateIndex
CREATE INDEX "mail_outbox_downloadSubmissionId_idx" ON "mail_outbox"("downloadSubmissionId");

-- CreateIndex
CREATE INDEX "team_sessions_userId_idx" ON "team_sessions"("userId");

-- CreateIndex
CREATE INDEX "audit_log_at_idx" ON "audit_log"("at" DESC);

-- AddForeignKey
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_contactSubmissionId_fkey" FOREIGN KEY ("contactSubmissionId") REFERENCES "contact_submissions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_downloadSubmissionId_fkey" FOREIGN KEY ("downloadSubmissionId") REFERENCES "download_submissions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_sessions" ADD CONSTRAINT "team_sessions_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
