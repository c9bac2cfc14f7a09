-- Sign-in without a lockout anyone can trigger (issue #23): progressive delays per (account,
-- client address) and per account instead of the account's hard lock. `key` is a keyed hash of
-- the scope (never the typed name or the address); `knownUntil` marks an address a member has
-- signed in from, which the account-wide delay then leaves alone. users.failedSignIns and
-- users.lockedUntil stay (no data is dropped) but are no longer written.

-- CreateTable
CREATE TABLE "sign_in_throttles" (
    "key" VARCHAR(64) NOT NULL,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "lastFailureAt" TIMESTAMP(3),
    "delayedUntil" TIMESTAMP(3),
    "knownUntil" TIMESTAMP(3),

    CONSTRAINT "sign_in_throttles_pkey" PRIMARY KEY ("key")
);
