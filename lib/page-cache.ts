import 'server-only';
import { gaId } from '@/lib/analytics';
import { googleAnalyticsInitScript } from '@/lib/csp/google-analytics';
import { inlineScripts, sha256Source } from '@/lib/csp/inline-scripts';
import { strictPolicy } from '@/lib/csp/policy';
import type { RawSql } from '@/lib/db/raw-sql';
import { errorText, log } from '@/lib/log';
import { pathTag } from '@/lib/next-internals.mjs';
import { scriptsAfterFirstPaint } from '@/lib/scripts-after-paint';

// The application's side of cache-handler.mjs (Next.js's page cache): which policy a cached page
// gets, and when a cached page is out of date because its texts were published on any instance.
// Registered on globalThis when the server starts (lib/startup.ts); the handler is loaded by
// Next.js outside the bundle and finds it there. What the two rely on in Next.js is listed in
// lib/next-internals.mjs ("The page cache", "Cache tags").

export type PageCacheHooks = {
  /** The HTML to store and send for a rendered page: its scripts started after the first paint. */
  prepare(html: string): string;
  /** The Content-Security-Policy header of a page with this HTML. */
  policy(html: string): string;
  /** Whether a cached page with these tags, stored at `lastModified` (epoch ms), is out of date. */
  isExpired(tags: readonly string[], lastModified: number): boolean | Promise<boolean>;
  /** revalidateTag / revalidatePath on this instance: expire the tags on every instance. */
  expire(tags: readonly string[], durations?: { expire?: number }): Promise<void>;
  /** A cached page without tags, which no publish could expire (logged once per key). */
  untagged(key: string): void;
};

const HOOKS = Symbol.for('granite.page-cache');

/** The strict policy of a page: exactly its inline scripts by hash, plus Google Analytics' init script. */
export function pagePolicy(html: string): string {
  const hashes = new Set(inlineScripts(html).map(sha256Source));
  if (gaId) hashes.add(sha256Source(googleAnalyticsInitScript(gaId)));
  return strictPolicy([...hashes], gaId);
}

/** How often an instance rereads the expiries other instances wrote (ms). */
export const SHARED_REFRESH_MS = 1000;

/**
 * Tag expiries shared through the database (table next_cache_tags), read at most once per
 * SHARED_REFRESH_MS and kept in memory in between, so a page request costs no query. Expiries
 * made here count at once; another instance's within about a second. If the database cannot be
 * read, the last known expiries stay in force (logged once per outage).
 */
export function sharedTagExpiry(sql: () => Promise<RawSql>, now: () => number = Date.now) {
  const expiries = new Map<string, number>();
  let readAt = -Infinity;
  let reading: Promise<void> | undefined;
  let failing = false;

  const refresh = () =>
    (reading ??= sql()
      .then((db) => db.query<{ tag: string; expired_at: string | number }>('SELECT tag, "expiredAt" AS expired_at FROM next_cache_tags WHERE "expiredAt" IS NOT NULL', []))
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

export function installPageCacheHooks(sql: () => Promise<RawSql>): void {
  const shared = sharedTagExpiry(sql);
  const reported = new Set<string>();
  const hooks: PageCacheHooks = {
    prepare: scriptsAfterFirstPaint,
    policy: pagePolicy,
    isExpired: (tags, lastModified) => shared.isExpired(tags, lastModified),
    // Expired now whatever the profile: the team's publishes want the next request regenerated.
    expire: (tags) =>
      shared.expire(tags).catch((error: unknown) => {
        // This instance already treats them as expired (Next.js's own tag list); others will not.
        log.error('page cache: could not share an expiry with other instances', { tags: tags.join(','), error: errorText(error) });
      }),
    untagged: (key) => {
      if (reported.has(key)) return;
      reported.add(key);
      log.error('page cache: a cached page has no tags, so no publish can expire it (lib/next-internals.mjs, "Cache tags")', { key });
    },
  };
  (globalThis as { [HOOKS]?: PageCacheHooks })[HOOKS] = hooks;
}

/** Cache tags of page paths, as revalidatePath names them. */
export const pathTags = (paths: readonly string[]) => paths.map(pathTag);

/** Expires pages now, on every instance (start-up, lib/copy/startup.ts). */
export async function expirePages(paths: readonly string[]): Promise<void> {
  await (globalThis as { [HOOKS]?: PageCacheHooks })[HOOKS]?.expire(pathTags(paths));
}

/** Expires pages again once the render now under way has been stored: it lacked published texts. */
export function expireLater(paths: readonly string[], delayMs = 5000): void {
  setTimeout(() => void expirePages(paths), delayMs).unref?.();
}
