import 'server-only';
import { locales } from '@/i18n/routing';
import { publishedTexts, seedCatalogueBaseline } from '@/lib/copy/store';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { log } from '@/lib/log';
import { expirePages, languagePages, pageCacheKind } from '@/lib/page-cache';

/**
 * When the server starts: the build rendered every page from the catalogue (on a host with our
 * own page cache; lib/page-cache), so the pages of each
 * language that has published texts are expired and regenerated on their first request (a new
 * deployment keeps what the team published). And the catalogue's English texts are recorded as
 * first seen, so a build that changes one flags its translations as outdated (lib/copy/store.ts).
 */
export async function prepareCopy(db: PrismaClient): Promise<void> {
  await seedCatalogueBaseline(db);
  // On a host that caches pages itself the build already rendered the published texts.
  if (pageCacheKind() === 'platform') return;
  const paths: string[] = [];
  for (const locale of locales) {
    if (Object.keys(await publishedTexts(db, locale)).length > 0) paths.push(...languagePages(locale));
  }
  if (paths.length === 0) return;
  await expirePages([...paths, '/sitemap.xml']);
  log.info('pages with published texts will be regenerated on their first request', { pages: paths.length });
}
