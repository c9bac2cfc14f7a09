-- Published copy (issue #16): team members' drafts and published versions of catalogue texts per
-- language and key, the translation checks and English baseline behind the "outdated" flag, and
-- the Next.js cache tags every instance shares (the cache handler reads them with plain pg).

-- CreateTable
CREATE TABLE "copy_drafts" (
    "locale" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "authorId" INTEGER,
    "authorName" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "copy_drafts_pkey" PRIMARY KEY ("locale","key")
);

-- CreateTable
CREATE TABLE "copy_versions" (
    "id" SERIAL NOT NULL,
    "locale" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "text" TEXT,
    "englishHash" TEXT NOT NULL,
    "authorId" INTEGER,
    "authorName" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revertOf" INTEGER,

    CONSTRAINT "copy_versions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "copy_translation_checks" (
    "locale" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "englishHash" TEXT NOT NULL,
    "confirmedBy" TEXT NOT NULL,
    "confirmedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "copy_translation_checks_pkey" PRIMARY KEY ("locale","key")
);

-- CreateTable
CREATE TABLE "copy_catalogue_baseline" (
    "key" TEXT NOT NULL,
    "englishHash" TEXT NOT NULL,
    "seenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "copy_catalogue_baseline_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "next_cache_tags" (
    "tag" TEXT NOT NULL,
    "staleAt" BIGINT,
    "expiredAt" BIGINT,

    CONSTRAINT "next_cache_tags_pkey" PRIMARY KEY ("tag")
);

-- CreateIndex
CREATE INDEX "copy_versions_locale_key_id_idx" ON "copy_versions"("locale", "key", "id");

-- CreateIndex
CREATE INDEX "copy_versions_createdAt_idx" ON "copy_versions"("createdAt");

-- AddForeignKey
ALTER TABLE "copy_drafts" ADD CONSTRAINT "copy_drafts_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "copy_versions" ADD CONSTRAINT "copy_versions_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "copy_versions" ADD CONSTRAINT "copy_versions_revertOf_fkey" FOREIGN KEY ("revertOf") REFERENCES "copy_versions"("id") ON DELETE SET NULL ON UPDATE CASCADE;
