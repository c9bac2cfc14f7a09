-- Scheduled publishes (issue #22): a member asks for a language's drafts to go live at a given
-- time (a campaign launch); the outbox worker or the cron route carries it out, or a member
-- cancels it before. Additive: a new table only.

-- CreateTable
CREATE TABLE "copy_scheduled_publishes" (
    "id" SERIAL NOT NULL,
    "locale" TEXT NOT NULL,
    "keys" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "runAt" TIMESTAMP(3) NOT NULL,
    "createdById" INTEGER,
    "createdByName" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "cancelledAt" TIMESTAMP(3),
    "cancelledByName" TEXT,
    "doneAt" TIMESTAMP(3),
    "published" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],

    CONSTRAINT "copy_scheduled_publishes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex: the worker's question, "what is due?"
CREATE INDEX "copy_scheduled_publishes_runAt_idx" ON "copy_scheduled_publishes"("runAt");

-- AddForeignKey
ALTER TABLE "copy_scheduled_publishes" ADD CONSTRAINT "copy_scheduled_publishes_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
