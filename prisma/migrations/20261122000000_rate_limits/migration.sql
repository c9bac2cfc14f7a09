-- CreateTable
-- IF NOT EXISTS: before this migration the app created the table itself at its first rate-limited
-- request (with DATABASE_URL), in exactly this layout, so databases used before may have it already.
CREATE TABLE IF NOT EXISTS "rate_limits" (
    "key" VARCHAR(255) NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "expire" BIGINT,

    CONSTRAINT "rate_limits_pkey" PRIMARY KEY ("key")
);
