-- Marketing consent (issue #14): the exact consent wording each person saw, a record of what
-- they chose with each white-paper request, the double opt-in state per address, and the
-- counters that stop the white-paper form from being used as a mail relay.

-- CreateEnum
CREATE TYPE "MarketingConsentStatus" AS ENUM ('pending', 'confirmed', 'expired', 'withdrawn');

-- CreateTable
CREATE TABLE "consent_texts" (
    "version" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "marketingLabel" TEXT NOT NULL,
    "privacyLabel" TEXT NOT NULL,
    "privacyNote" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "consent_texts_pkey" PRIMARY KEY ("version")
);

-- CreateTable
CREATE TABLE "consent_records" (
    "id" SERIAL NOT NULL,
    "submissionId" INTEGER NOT NULL,
    "textVersion" TEXT NOT NULL,
    "locale" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "agreeMarketing" BOOLEAN NOT NULL,
    "agreePrivacy" BOOLEAN NOT NULL,
    "givenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "consent_records_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "marketing_consents" (
    "id" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "status" "MarketingConsentStatus" NOT NULL DEFAULT 'pending',
    "locale" TEXT NOT NULL,
    "consentRecordId" INTEGER,
    "requestedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "confirmedAt" TIMESTAMP(3),
    "withdrawnAt" TIMESTAMP(3),

    CONSTRAINT "marketing_consents_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "mail_recipient_days" (
    "kind" TEXT NOT NULL,
    "recipientHash" TEXT NOT NULL,
    "day" DATE NOT NULL,

    CONSTRAINT "mail_recipient_days_pkey" PRIMARY KEY ("kind","recipientHash","day")
);

-- CreateTable
CREATE TABLE "mail_daily_counts" (
    "kind" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "mail_daily_counts_pkey" PRIMARY KEY ("kind","day")
);

-- CreateIndex
CREATE UNIQUE INDEX "consent_records_submissionId_key" ON "consent_records"("submissionId");

-- CreateIndex
CREATE UNIQUE INDEX "marketing_consents_email_key" ON "marketing_consents"("email");

-- CreateIndex
CREATE INDEX "marketing_consents_status_expiresAt_idx" ON "marketing_consents"("status", "expiresAt");

-- AddForeignKey
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_submissionId_fkey" FOREIGN KEY ("submissionId") REFERENCES "download_submissions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_textVersion_fkey" FOREIGN KEY ("textVersion") REFERENCES "consent_texts"("version") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "marketing_consents" ADD CONSTRAINT "marketing_consents_consentRecordId_fkey" FOREIGN KEY ("consentRecordId") REFERENCES "consent_records"("id") ON DELETE SET NULL ON UPDATE CASCADE;
