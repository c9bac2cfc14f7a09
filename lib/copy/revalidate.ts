import 'server-only';
import { revalidatePath } from 'next/cache';
import type { Locale } from '@/i18n/routing';
import { languagePages } from '@/lib/copy/page-texts';

/**
 * After texts of `locale` were published or reverted, every page of that language is regenerated
 * on its next request (each once: a miss, then hits), on every instance (cache-handler.mjs shares
 * the expiry through PostgreSQL); other languages keep their cached pages. A language has 12
 * pages and a regeneration costs tens of milliseconds (docs/performance.md), so nothing finer is
 * worth a table that can be wrong. Returns the paths it expired. Call from a route handler.
 */
export function revalidateCopy(locale: Locale): string[] {
  const paths = languagePages(locale);
  for (const path of paths) revalidatePath(path);
  // Each page's last-modified date follows its texts.
  revalidatePath('/sitemap.xml');
  return paths;
}
