import 'server-only';
import { locales } from '@/i18n/routing';
import { allArticlePages, expireArticlePagesNow } from '@/lib/articles/expire';
import { knowArticlePathsFrom } from '@/lib/articles/known-paths';
import { loadSeedArticles, refreshSeedArticles } from '@/lib/articles/seed';
import { publishDueArticles } from '@/lib/articles/store';
import { queueDeployHook } from '@/lib/copy/deploy-hook';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { errorText, log } from '@/lib/log';
import { expirePages, pageCacheKind } from '@/lib/page-cache';

/**
 * When the server starts: load the seed articles the database lacks and bring untouched ones up
 * to the seed's current wording (seed.ts), then expire every article
 * page, the indexes, feeds, home pages and the sitemap: the build rendered them without the
 * database (lib/articles/public.ts), so each is rendered from it on its first request.
 */
export async function prepareArticles(db: PrismaClient): Promise<void> {
  await loadSeedArticles(db);
  await refreshSeedArticles(db);
  if (pageCacheKind() === 'platform') return;
  // The paths an article can be at: the proxy answers any other with the not-found page.
  knowArticlePathsFrom(async () => new Set(await allArticlePages(db)));
  await expireArticlePagesNow(db);
}

/**
 * When the database cannot be read at start-up: the build's copies of the pages that list
 * articles (rendered without it: no article at all) must not be served as if they were the
 * site's. They are expired in this process (the shared table cannot be written now), so until
 * the database answers they get 503 with Retry-After, and the first request after renders them
 * from it. Pages that only show texts keep the build's copy (the catalogue's texts).
 */
export async function setAsideBuildListings(): Promise<void> {
  if (pageCacheKind() === 'platform') return;
  const paths = [...locales.map((locale) => `/${locale}/insights`), '/sitemap.xml'];
  await expirePages(paths).catch((error: unknown) =>
    log.info('article pages expired in this process only until the database answers', { error: errorText(error) }),
  );
}

/** The outbox worker's and the cron route's round: publishes what is due and expires its pages. */
export async function publishDueArticlesNow(db: PrismaClient, now = new Date()): Promise<number> {
  const done = await publishDueArticles(db, now);
  const changed = done.filter((item) => !item.unchanged);
  if (changed.length > 0 && pageCacheKind() === 'platform') {
    // The host's next deployment renders them; this round's deploy hook call starts it (lib/copy/deploy-hook.ts).
    for (const locale of new Set(changed.map((item) => item.locale))) await queueDeployHook(db, { locale, user: { id: 0, username: 'schedule' } });
  } else if (changed.length > 0) {
    // Every language: a version's hreflang alternates name the translation that just went live.
    await expireArticlePagesNow(db);
  }
  if (done.length > 0) log.info('scheduled articles published', { versions: done.length });
  return done.length;
}
