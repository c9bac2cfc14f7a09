-- Articles (issue #33): the team writes and publishes articles per language from the browser.
-- An article has one version per language (English always, de/fr/nl as written); a version's
-- working copy is its draft, what visitors see is the revision `publishedRevisionId` points at.
-- Every publish and revert adds a revision (the history). Old slugs stay in article_slugs so a
-- renamed article answers 308 from them. Images are stored in the database, re-encoded.
-- Additive: new tables only.

-- CreateTable
CREATE TABLE "article_images" (
    "id" SERIAL NOT NULL,
    "mime" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "bytes" BYTEA NOT NULL,
    "sha256" TEXT NOT NULL,
    "createdById" INTEGER,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "article_images_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "articles" (
    "id" SERIAL NOT NULL,
    "seedKey" TEXT,
    "authorId" INTEGER,
    "authorName" TEXT NOT NULL,
    "tags" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "coverImageId" INTEGER,
    "coverAlt" TEXT NOT NULL DEFAULT '',
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "articles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "article_translations" (
    "id" SERIAL NOT NULL,
    "articleId" INTEGER NOT NULL,
    "locale" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "body" JSONB NOT NULL,
    "seoTitle" TEXT NOT NULL DEFAULT '',
    "seoDescription" TEXT NOT NULL DEFAULT '',
    "draftUpdatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "draftUpdatedByName" TEXT,
    "publishedRevisionId" INTEGER,
    "publishedAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3),
    "scheduledAt" TIMESTAMP(3),
    "sourceHash" TEXT,

    CONSTRAINT "article_translations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "article_revisions" (
    "id" SERIAL NOT NULL,
    "translationId" INTEGER NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "summary" TEXT NOT NULL,
    "body" JSONB NOT NULL,
    "seoTitle" TEXT NOT NULL DEFAULT '',
    "seoDescription" TEXT NOT NULL DEFAULT '',
    "contentHash" TEXT NOT NULL,
    "createdById" INTEGER,
    "createdByName" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revertOf" INTEGER,

    CONSTRAINT "article_revisions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "article_slugs" (
    "locale" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "translationId" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "article_slugs_pkey" PRIMARY KEY ("locale","slug")
);

-- CreateIndex
CREATE UNIQUE INDEX "articles_seedKey_key" ON "articles"("seedKey");
CREATE UNIQUE INDEX "article_translations_articleId_locale_key" ON "article_translations"("articleId", "locale");
CREATE UNIQUE INDEX "article_translations_locale_slug_key" ON "article_translations"("locale", "slug");
-- The public index's question: the newest published versions of a language.
CREATE INDEX "article_translations_locale_publishedAt_idx" ON "article_translations"("locale", "publishedAt" DESC);
CREATE INDEX "article_revisions_translationId_idx" ON "article_revisions"("translationId");
CREATE INDEX "article_slugs_translationId_idx" ON "article_slugs"("translationId");

-- AddForeignKey
ALTER TABLE "article_images" ADD CONSTRAINT "article_images_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "articles" ADD CONSTRAINT "articles_authorId_fkey" FOREIGN KEY ("authorId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "articles" ADD CONSTRAINT "articles_coverImageId_fkey" FOREIGN KEY ("coverImageId") REFERENCES "article_images"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "article_translations" ADD CONSTRAINT "article_translations_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "articles"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "article_translations" ADD CONSTRAINT "article_translations_publishedRevisionId_fkey" FOREIGN KEY ("publishedRevisionId") REFERENCES "article_revisions"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_translationId_fkey" FOREIGN KEY ("translationId") REFERENCES "article_translations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_createdById_fkey" FOREIGN KEY ("createdById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "article_revisions" ADD CONSTRAINT "article_revisions_revertOf_fkey" FOREIGN KEY ("revertOf") REFERENCES "article_revisions"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "article_slugs" ADD CONSTRAINT "article_slugs_translationId_fkey" FOREIGN KEY ("translationId") REFERENCES "article_translations"("id") ON DELETE CASCADE ON UPDATE CASCADE;
