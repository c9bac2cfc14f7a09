// @ts-check
// Next.js's cache of rendered pages (next.config `cacheHandler`): its own file-system cache,
// changed in three ways. Read lib/page-cache/index.ts first; this is the part Next.js calls.
//
// 1. Only the server's own request is stored. An entry is written only while Next.js handles a
//    request the server made to itself for a shared page's canonical path, with no query, header
//    or cookie of anyone's (lib/page-cache/own-request.ts; the request hook marks it). A render
//    made for any outside request, however its path was spelled and whatever it carried, is
//    sent to that request and dropped here, and the page is regenerated from the server's own
//    request instead. `next build` stores what it prerendered: no request exists then.
// 2. Every page carries its Content-Security-Policy in the entry's headers, computed from the
//    very HTML stored, so the policy and the HTML never come from different versions.
// 3. Expiries are shared between instances through PostgreSQL (lib/page-cache/expiry.ts), and
//    regenerated pages live in memory, never in the build folder (which may be read-only).
//
// Loaded by Next.js outside the bundler: plain JavaScript. The application's side (policy,
// database, regeneration) reaches it through the hooks lib/page-cache/hooks.ts installs at
// start-up; what it relies on in Next.js is in lib/next-internals.mjs.
import { APP_PAGE_KIND, APP_ROUTE_KIND, entryTags, fileSystemCacheClass, requestContext } from '../next-internals.mjs';
import { pageCacheHooks } from './hooks-slot.mjs';

/** @typedef {{ fs: unknown; serverDistDir: string; flushToDisk?: boolean; revalidatedTags: string[]; maxMemoryCacheSize?: number; _requestHeaders: object }} PageCacheContext */
/** @typedef {import('../next-internals.mjs').NextCacheEntry} PageCacheEntry */
/** @typedef {import('../next-internals.mjs').NextPageValue} NextPageValue */
/** @typedef {import('./request').PageRequestContext} PageRequestContext */

/** What the request hook noted for the request being answered (lib/page-cache/request.ts). */
const pageRequest = () => /** @type {PageRequestContext | undefined} */ (requestContext());

const FileSystemCache = fileSystemCacheClass();
const POLICY_HEADER = 'content-security-policy';
const BUILD_PHASE = 'phase-production-build';
/** The last copy of each page this process rendered and stored itself, newest last, within KEPT_BYTES. */
/** @type {Map<string, PageCacheEntry>} */
const storedHere = new Map();
const KEPT_BYTES = 48 * 1024 * 1024;
let keptBytes = 0;
/** @param {any} value a stored page's value (HTML and payload, or a route's body) */
const sizeOf = (value) => (typeof value.html === 'string' ? value.html.length : 0) + (value.rscData?.length ?? 0) + (value.body?.length ?? 0);

/**
 * @param {string} key
 * @param {PageCacheEntry} entry
 */
function keepCopy(key, entry) {
  const previous = storedHere.get(key);
  if (previous) keptBytes -= sizeOf(previous.value);
  storedHere.delete(key);
  storedHere.set(key, entry);
  keptBytes += sizeOf(entry.value);
  while (keptBytes > KEPT_BYTES && storedHere.size > 1) {
    const oldest = storedHere.entries().next().value;
    if (!oldest) break;
    storedHere.delete(oldest[0]);
    keptBytes -= sizeOf(oldest[1].value);
  }
}

export default class PageCache extends FileSystemCache {
  /** @param {PageCacheContext} context */
  constructor(context) {
    super({ ...context, flushToDisk: false });
  }

  /**
   * @param {string} key
   * @param {object} context
   * @returns {Promise<PageCacheEntry | null>}
   */
  async get(key, context) {
    const entry = await this.current(key, context);
    if (entry) return entry;
    // A miss (or an expired page) for an outside request: the server's own request fills it, and
    // this request is served what that stored, so a page is rendered once per expiry. If that
    // fails or takes too long, Next renders for this request alone (and set() drops it).
    const request = pageRequest();
    const hooks = pageCacheHooks();
    if (!hooks || !request?.sharedPage || request.ownRequest) return entry;
    if (!(await hooks.regenerate(request.sharedPage))) return this.storedEarlier(key);
    return this.current(key, context);
  }

  /**
   * The copy this process stored before its page expired, for when it cannot be regenerated (the
   * database away): stale-if-error at the origin. Only a copy rendered here from the database;
   * the build's copies of pages that list articles were rendered without it, so those get 503.
   * @param {string} key
   */
  storedEarlier(key) {
    const kept = storedHere.get(key);
    if (!kept?.value) return null;
    withPolicy(kept.value);
    return kept;
  }

  /**
   * The stored entry, or null when there is none or it expired (on any instance).
   * @param {string} key
   * @param {object} context
   * @returns {Promise<PageCacheEntry | null>}
   */
  async current(key, context) {
    const entry = await super.get(key, context);
    const value = entry?.value;
    if (value?.kind !== APP_PAGE_KIND && value?.kind !== APP_ROUTE_KIND) return entry;
    const tags = entryTags(value);
    if (tags.length === 0) pageCacheHooks()?.untagged(key);
    else if (entry && (await pageCacheHooks()?.isExpired(tags, entry.lastModified))) return null;
    withPolicy(value);
    return entry;
  }

  /**
   * @param {string} key
   * @param {NextPageValue | null} data
   * @param {object} context
   * @returns {Promise<void>}
   */
  async set(key, data, context) {
    if (data == null) return super.set(key, data, context);
    const request = pageRequest();
    if (request === undefined) {
      // Outside any request: the build prerendering, or something this process does on its own.
      if (process.env.NEXT_PHASE !== BUILD_PHASE) {
        pageCacheHooks()?.refused(key, 'outside a request');
        return;
      }
    } else if (!request.ownRequest) {
      // Sent to whoever asked; the shared copy comes from the server's own request.
      if (request.sharedPage) void pageCacheHooks()?.regenerate(request.sharedPage);
      return;
    }
    const hooks = pageCacheHooks();
    if (typeof data.html === 'string') {
      // A regenerated page loads its scripts as the build's pages do (scripts/post-build.mjs).
      if (hooks) data.html = hooks.prepare(data.html);
      withPolicy(data);
    }
    await super.set(key, data, context);
    if (request?.ownRequest) {
      keepCopy(key, { value: data, lastModified: Date.now() });
      hooks?.stored(request.ownRequest);
    }
  }

  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   * @returns {Promise<void>}
   */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    await pageCacheHooks()?.expire(typeof tags === 'string' ? [tags] : tags, durations);
  }
}

/**
 * In place: the value Next.js goes on to send is this very object.
 * @param {NextPageValue} value
 */
function withPolicy(value) {
  if (typeof value.html !== 'string' || value.headers?.[POLICY_HEADER]) return;
  const policy = pageCacheHooks()?.policy(value.html);
  if (policy) value.headers = { ...value.headers, [POLICY_HEADER]: policy };
}
