import 'server-only';
import { locales, type Locale } from '@/i18n/routing';
import { PAGE_SIZE } from '@/lib/articles/public';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { forgetArticlePaths } from '@/lib/articles/known-paths';
import { expirePages } from '@/lib/page-cache';

// Which shared pages show an article of a language: the article itself (and the slugs it had),
// every page of the index and of each tag, the feed, the home page (its three newest) and the
// sitemap. A publish expires exactly these (regenerated on their next request); other languages
// keep their pages. Paths, not route patterns: the page cache expires paths.

/** The pages of `locale` that list its articles, for the current number of articles and tags. */
export async function articleListPages(db: PrismaClient, locale: Locale): Promise<string[]> {
  const published = await db.articleTranslation.findMany({
    where: { locale, publishedRevisionId: { not: null } },
    select: { article: { select: { tags: true } } },
  });
  // One page more than today's count: a publish may have just added it, an unpublish removed it.
  const pages = Math.ceil(published.length / PAGE_SIZE) + 1;
  const tags = [...new Set(published.flatMap((row) => row.article.tags))];
  return [
    `/${locale}`,
    `/${locale}/insights`,
    ...Array.from({ length: pages - 1 }, (_, at) => `/${locale}/insights/page/${at + 2}`),
    ...tags.map((tag) => `/${locale}/insights/tag/${tag}`),
    `/${locale}/insights/feed.xml`,
  ];
}

/**
 * After a publish, revert or slug change of `slugs` in `locale`: expires what shows them, and the
 * article's versions in the other languages (their hreflang alternates name this one).
 */
export async function expireArticlePages(db: PrismaClient, locale: Locale, slugs: readonly string[], articleId?: number): Promise<string[]> {
  const translations = articleId
    ? await db.articleTranslation.findMany({
        where: { articleId, NOT: { locale }, publishedRevisionId: { not: null } },
        select: { locale: true, publishedRevision: { select: { slug: true } } },
      })
    : [];
  const others = translations.flatMap((row) => (row.publishedRevision ? [`/${row.locale}/insights/${row.publishedRevision.slug}`] : []));
  const paths = [...slugs.map((slug) => `/${locale}/insights/${slug}`), ...others, ...(await articleListPages(db, locale)), '/sitemap.xml'];
  forgetArticlePaths();
  await expirePages(paths);
  return paths;
}

/** Every article page of every language, or of one (start-up, scheduled publishes, a publish of texts they show). */
export async function allArticlePages(db: PrismaClient, only?: Locale): Promise<string[]> {
  const paths: string[] = [];
  for (const locale of only ? [only] : locales) {
    const slugs = await db.articleSlug.findMany({ where: { locale }, select: { slug: true } });
    paths.push(...slugs.map(({ slug }) => `/${locale}/insights/${slug}`), ...(await articleListPages(db, locale)));
  }
  return [...paths, '/sitemap.xml'];
}

/** Expires every article page (of one language), on every instance. */
export async function expireArticlePagesNow(db: PrismaClient, only?: Locale): Promise<void> {
  forgetArticlePaths();
  await expirePages(await allArticlePages(db, only));
}
