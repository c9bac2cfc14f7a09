// Next.js's cache of rendered pages (next.config `cacheHandler`): its own file-system cache with
// three changes, for texts the team publishes at run time (issue 16, lib/copy/*):
//
// 1. Every page carries its Content-Security-Policy in the cache entry's headers, computed from
//    the very HTML stored: the prerendered pages from the build, and a page regenerated after a
//    publish (whose inline RSC payload holds the new texts, so new script hashes). Next.js sends
//    an entry's headers with it, also on the request that regenerated it, so the policy and the
//    HTML can never come from different versions of the page. proxy.ts leaves pages' policy to this.
// 2. An expired page is expired on every instance: revalidateTag/revalidatePath also go to a table
//    in the shared PostgreSQL database, and a cached page older than one of its tags' expiry there
//    is regenerated (lib/page-cache.ts holds that part, registered at start-up).
// 3. Regenerated pages are kept in memory, never written into the build folder: that folder may be
//    read-only (a container) or shared, and after a restart the table above still says which
//    build-time pages are out of date.
//
// A regenerated page is rendered from a request cut down to its path (lib/page-request.ts), so
// what is stored here depends on the path, the language and the published texts only. A router
// request (a client-side navigation or prefetch) must keep its `_rsc` parameter, which Next.js
// writes into the payload: a page rendered for one is sent to that client but not stored, and
// the page is regenerated at once from a plain request for its path (lib/page-cache.ts).
//
// This file is loaded by Next.js itself, outside the bundler: plain JavaScript, and everything
// that needs the application (the policy, the database) reaches it through the hooks that
// lib/page-cache.ts registers on globalThis when the server starts. What it relies on in Next.js
// is in lib/next-internals.mjs.
import { APP_PAGE_KIND, entryTags, fileSystemCacheClass, requestContext } from './lib/next-internals.mjs';

const FileSystemCache = fileSystemCacheClass();
const HOOKS = Symbol.for('granite.page-cache');
const POLICY_HEADER = 'content-security-policy';

/** @returns {import('./lib/page-cache').PageCacheHooks | undefined} */
const hooks = () => globalThis[HOOKS];

export default class PageCache extends FileSystemCache {
  constructor(context) {
    super({ ...context, flushToDisk: false });
  }

  async get(key, context) {
    const entry = await super.get(key, context);
    const value = entry?.value;
    if (value?.kind !== APP_PAGE_KIND) return entry;
    const tags = entryTags(value);
    if (tags.length === 0) hooks()?.untagged(key);
    else if (await hooks()?.isExpired(tags, entry.lastModified)) return null;
    withPolicy(value);
    return entry;
  }

  async set(key, data, context) {
    // Next's cache key is no URL path ("/route-cache/APP_PAGE/…/$/de"): the request context has it.
    const routerPagePath = data?.kind === APP_PAGE_KIND ? requestContext()?.sharedRouterRequest : undefined;
    if (routerPagePath) {
      hooks()?.regenerate(routerPagePath);
      return;
    }
    if (data?.kind === APP_PAGE_KIND) {
      // A regenerated page loads its scripts as the build's pages do (scripts/post-build.mjs).
      const page = hooks();
      if (page && typeof data.html === 'string') data.html = page.prepare(data.html);
      withPolicy(data);
    }
    return super.set(key, data, context);
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    await hooks()?.expire(typeof tags === 'string' ? [tags] : tags, durations);
  }
}

// In place: the value Next.js goes on to send is this very object.
function withPolicy(value) {
  if (typeof value.html !== 'string' || value.headers?.[POLICY_HEADER]) return;
  const policy = hooks()?.policy(value.html);
  if (policy) value.headers = { ...value.headers, [POLICY_HEADER]: policy };
}
