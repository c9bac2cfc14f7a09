import { gaId } from '@/lib/analytics';
import { googleAnalyticsInitScript, inlineScripts, sha256Source, strictPolicy } from '@/lib/csp';
import type { RawSql } from '@/lib/db/raw-sql';
import { errorText, log } from '@/lib/log';
import { sharedTagExpiry } from '@/lib/page-cache/expiry';
import { installHooks, type PageCacheHooks } from '@/lib/page-cache/hooks-slot.mjs';
import { noteStored, regenerate } from '@/lib/page-cache/own-request';
import { scriptsAfterFirstPaint } from '@/lib/scripts-after-paint';

// The application's side of the handler (handler.mjs), installed when the server starts: which
// policy a stored page gets, when a stored page is out of date, and how a page is regenerated.

/** The strict policy of a page: exactly its inline scripts by hash, plus Google Analytics' init script. */
export function pagePolicy(html: string): string {
  const hashes = new Set(inlineScripts(html).map(sha256Source));
  if (gaId) hashes.add(sha256Source(googleAnalyticsInitScript(gaId)));
  return strictPolicy([...hashes], gaId);
}

export function installPageCacheHooks(sql: () => Promise<RawSql>): void {
  const shared = sharedTagExpiry(sql);
  const reported = new Set<string>();
  const once = (key: string, report: () => void) => {
    if (reported.has(key)) return;
    reported.add(key);
    report();
  };
  const hooks: PageCacheHooks = {
    prepare: scriptsAfterFirstPaint,
    policy: pagePolicy,
    isExpired: (tags, lastModified) => shared.isExpired(tags, lastModified),
    // Expired now whatever the profile: the team's publishes want the next request regenerated.
    expire: (tags) =>
      shared.expire(tags).catch((error: unknown) => {
        // This instance already treats them as expired; others will not.
        log.error('page cache: could not share an expiry with other instances', { tags: tags.join(','), error: errorText(error) });
      }),
    regenerate,
    stored: noteStored,
    untagged: (key) =>
      once(`untagged ${key}`, () =>
        log.error('page cache: a cached page has no tags, so no publish can expire it (lib/next-internals.mjs, "Cache tags")', { key }),
      ),
    refused: (key, why) =>
      once(`refused ${key}`, () =>
        log.error('page cache: not stored, rendered outside the server’s own request (lib/next-internals.mjs, "Every request")', { key, why }),
      ),
  };
  installHooks(hooks);
}
