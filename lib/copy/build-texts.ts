import 'server-only';
import type { Locale } from '@/i18n/routing';
import { catalogueOnly } from '@/lib/copy/build-source';
import { publicationTimes, publishedTexts } from '@/lib/copy/store';
import { getDb } from '@/lib/db/client';
import { errorText } from '@/lib/log';
import { pageCacheKind } from '@/lib/page-cache';

// What `next build` renders. With our own page cache: the catalogue, and the server expires the
// pages with published texts when it starts (lib/copy/startup.ts). On a host that caches pages
// itself nothing is regenerated later, so the build renders the published texts: pages,
// payloads, sitemap dates and (post-build) the policy hashes all come from this one render.
//
// A build whose DATABASE_URL cannot be read fails instead of baking the catalogue in: a deploy
// hook's build that silently dropped every published text would look like a successful publish
// undone, and the next good build is one retry away.

// A platform build without DATABASE_URL does not get this far (next.config.ts, lib/copy/build-source.ts),
// unless PUBLISHED_TEXTS=none asked for the catalogue.

/** Whether `next build` renders the published texts: for a host that caches pages itself, with a database to read, unless PUBLISHED_TEXTS=none. */
export const buildRendersTexts = (): boolean => pageCacheKind() === 'platform' && Boolean(process.env.DATABASE_URL?.trim()) && !catalogueOnly();

const texts = new Map<Locale, Promise<Record<string, string>>>();
let times: ReturnType<typeof publicationTimes> | undefined;

/** The published texts of `locale`, read once per build worker. */
export function buildPublishedTexts(locale: Locale): Promise<Record<string, string>> {
  let read = texts.get(locale);
  if (!read) texts.set(locale, (read = loud(async () => publishedTexts(await getDb(), locale))));
  return read;
}

/** When each text was last published, read once per build worker (the sitemap's dates). */
export function buildPublicationTimes(): ReturnType<typeof publicationTimes> {
  return (times ??= loud(async () => publicationTimes(await getDb())));
}

async function loud<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw new Error(
      `next build: cannot read the published texts from DATABASE_URL (${errorText(error)}). A build for a host that caches pages ` +
        'itself renders them; fix the database (migrated, reachable from the build) or set PUBLISHED_TEXTS=none for a build of the catalogue only.',
      { cause: error },
    );
  }
}
