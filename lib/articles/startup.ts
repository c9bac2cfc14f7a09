import 'server-only';
import { expireArticlePagesNow } from '@/lib/articles/expire';
import { loadSeedArticles, refreshSeedArticles } from '@/lib/articles/seed';
import { publishDueArticles } from '@/lib/articles/store';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { log } from '@/lib/log';
import { pageCacheKind } from '@/lib/page-cache';

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
  await expireArticlePagesNow(db);
}

/** The outbox worker's and the cron route's round: publishes what is due and expires its pages. */
export async function publishDueArticlesNow(db: PrismaClient, now = new Date()): Promise<number> {
  const done = await publishDueArticles(db, now);
  // Every language: a version's hreflang alternates name the translation that just went live.
  if (done.some((item) => !item.unchanged)) await expireArticlePagesNow(db);
  if (done.length > 0) log.info('scheduled articles published', { versions: done.length });
  return done.length;
}
