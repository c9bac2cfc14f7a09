import 'server-only';
import { locales } from '@/i18n/routing';
import { expirePages } from '@/lib/copy/page-cache';
import { pagesShowing } from '@/lib/copy/pages';
import { publishedTexts, seedCatalogueBaseline } from '@/lib/copy/store';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { log } from '@/lib/log';

/**
 * When the server starts: the build rendered every page from the catalogue, so the pages that
 * show a published text are expired and regenerated on their first request (a new deployment
 * keeps what the team published). And the catalogue's English texts are recorded as first seen,
 * so a build that changes one flags its translations as outdated (lib/copy/store.ts).
 */
export async function prepareCopy(db: PrismaClient): Promise<void> {
  await seedCatalogueBaseline(db);
  const paths = new Set<string>();
  for (const locale of locales) {
    for (const path of pagesShowing(locale, Object.keys(await publishedTexts(db, locale)))) paths.add(path);
  }
  if (paths.size === 0) return;
  await expirePages([...paths, '/sitemap.xml']);
  log.info('pages with published texts will be regenerated on their first request', { pages: paths.size });
}
