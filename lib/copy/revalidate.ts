import 'server-only';
import { revalidatePath } from 'next/cache';
import type { Locale } from '@/i18n/routing';
import { pagesShowing } from '@/lib/copy/pages';

/**
 * After texts of `locale` were published or reverted: the prerendered pages that show any of
 * `keys` are regenerated on their next request (each one once: a miss, then hits), on every
 * instance (cache-handler.mjs shares the expiry through PostgreSQL). Pages that show none of
 * them keep their cached HTML. Returns the paths it expired. Call from a route handler.
 */
export function revalidateCopy(locale: Locale, keys: readonly string[]): string[] {
  const paths = pagesShowing(locale, keys);
  for (const path of paths) revalidatePath(path);
  // Each page's last-modified date follows its texts.
  if (paths.length > 0) revalidatePath('/sitemap.xml');
  return paths;
}
