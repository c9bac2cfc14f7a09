import type { Locale } from '@/i18n/routing';
import type { RawSql } from '@/lib/db/raw-sql';
import { errorText, log } from '@/lib/log';
import { pathTag } from '@/lib/next-internals.mjs';
import { pageCacheHooks } from '@/lib/page-cache/hooks-slot.mjs';
import { languagePages, sharedFiles } from '@/lib/page-cache/shared-pages';

// The one way to expire shared pages: their tags (as revalidatePath names them) are written to
// the table next_cache_tags, which every instance's page cache reads (sharedTagExpiry), so the
// next request for such a page, on any instance, regenerates it from the server's own request.
// A publish in a language expires that language's pages and the sitemap: a language has a
// dozen pages and a regeneration costs tens of milliseconds (docs/performance.md), so nothing
// finer is worth a table that can be wrong.

/** How often an instance rereads the expiries other instances wrote (ms). */
export const SHARED_REFRESH_MS = 1000;

/**
 * Tag expiries shared through the database, read at most once per SHARED_REFRESH_MS and kept in
 * memory in between, so a page request costs no query. Expiries made here count at once;
 * another instance's within about a second. If the database cannot be read, the last known
 * expiries stay in force (logged once per outage).
 */
export function sharedTagExpiry(sql: () => Promise<RawSql>, now: () => number = Date.now) {
  const expiries = new Map<string, number>();
  let readAt = -Infinity;
  let reading: Promise<void> | undefined;
  let failing = false;

  const refresh = () =>
    (reading ??= sql()
      .then((db) =>
        db.query<{ tag: string; expired_at: string | number }>('SELECT tag, "expiredAt" AS expired_at FROM next_cache_tags WHERE "expiredAt" IS NOT NULL', []),
      )
      .then((rows) => {
        for (const row of rows) expiries.set(row.tag, Math.max(expiries.get(row.tag) ?? 0, Number(row.expired_at)));
        if (failing) log.info('page cache: shared expiries readable again');
        failing = false;
      })
      .catch((error: unknown) => {
        if (!failing) log.error('page cache: cannot read shared expiries, using the last known ones', { error: errorText(error) });
        failing = true;
      })
      .finally(() => {
        readAt = now();
        reading = undefined;
      }));

  const expiredAfter = (tags: readonly string[], lastModified: number) => tags.some((tag) => (expiries.get(tag) ?? 0) > lastModified);

  return {
    isExpired(tags: readonly string[], lastModified: number): boolean | Promise<boolean> {
      if (now() - readAt < SHARED_REFRESH_MS) return expiredAfter(tags, lastModified);
      return refresh().then(() => expiredAfter(tags, lastModified));
    },
    async expire(tags: readonly string[], at: number = now()): Promise<void> {
      if (tags.length === 0) return;
      for (const tag of tags) expiries.set(tag, Math.max(expiries.get(tag) ?? 0, at));
      const db = await sql();
      await db.query(
        `INSERT INTO next_cache_tags (tag, "expiredAt") SELECT tag, $2::bigint FROM unnest($1::text[]) AS tag
         ON CONFLICT (tag) DO UPDATE SET "expiredAt" = GREATEST(next_cache_tags."expiredAt", excluded."expiredAt")`,
        [[...tags], at],
      );
    },
  };
}

/** Expires shared pages now, on every instance. A no-op where our page cache does not run (`next build`, a platform host). */
export async function expirePages(paths: readonly string[]): Promise<void> {
  await pageCacheHooks()?.expire(paths.map(pathTag));
}

/** After texts of `locale` were published or reverted: its pages and the sitemap. Returns the paths expired. */
export async function expireLanguage(locale: Locale): Promise<string[]> {
  const paths = [...languagePages(locale), ...sharedFiles()];
  await expirePages(paths);
  return paths;
}

/** Expires pages again once the render now under way has been stored: it lacked published texts. */
export function expireLater(paths: readonly string[], delayMs = 5000): void {
  setTimeout(() => void expirePages(paths), delayMs).unref?.();
}
