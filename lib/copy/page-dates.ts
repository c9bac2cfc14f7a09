import 'server-only';
import { isLocale } from '@/i18n/routing';
import { pagesShowing } from '@/lib/copy/page-texts';
import { buildPublicationTimes, buildRendersTexts } from '@/lib/copy/build-texts';
import { building } from '@/lib/copy/preview';
import { publicationTimes } from '@/lib/copy/store';
import { getDb } from '@/lib/db/client';
import { errorText, log } from '@/lib/log';

/**
 * Each page's newest publication ("/de/about" → when a text it shows was last published or
 * reverted); pages the team never changed are absent. Empty while building (unless the build
 * renders the published texts, lib/copy/build-texts.ts) and when the database cannot be read (the sitemap then simply has no dates).
 */
export async function pageDates(): Promise<Map<string, Date>> {
  const dates = new Map<string, Date>();
  const build = building();
  if (build && !buildRendersTexts()) return dates;
  let times: Awaited<ReturnType<typeof publicationTimes>>;
  try {
    times = build ? await buildPublicationTimes() : await publicationTimes(await getDb());
  } catch (error) {
    // A build fails loudly rather than date nothing (lib/copy/build-texts.ts).
    if (build) throw error;
    log.error('sitemap: publication dates unavailable', { error: errorText(error) });
    return dates;
  }
  for (const [locale, keys] of Object.entries(times)) {
    if (!isLocale(locale)) continue;
    for (const [key, at] of Object.entries(keys)) {
      for (const path of pagesShowing(locale, key)) {
        if (!dates.has(path) || dates.get(path)! < at) dates.set(path, at);
      }
    }
  }
  return dates;
}
