-- Deploy hook calls (issue #21): on a host that caches pages itself a publish goes live with the
-- next deployment, which the site asks for by calling the host's deploy hook. Each publish queues
-- a row; a call takes every row due and is retried with back-off like the mail outbox.

-- CreateTable
CREATE TABLE "deploy_hook_calls" (
    "id" SERIAL NOT NULL,
    "locale" TEXT NOT NULL,
    "requestedBy" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" TIMESTAMP(3) NOT NULL,
    "lockedUntil" TIMESTAMP(3),
    "lastError" TEXT,
    "calledAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "deploy_hook_calls_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "deploy_hook_calls_status_nextAttemptAt_idx" ON "deploy_hook_calls"("status", "nextAttemptAt");
