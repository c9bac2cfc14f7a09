// The page cache: how a page every visitor shares is made, stored, served and expired.
// Read this first; the rest of the application imports this file, never the folder's insides.
//
// The invariant: what is stored for everyone is rendered only from the server's own request:
// a GET of a shared page's canonical path with no query, no visitor header and no cookie, sent
// by the server to itself. Enforced in one place: the handler (handler.mjs) stores a render only
// while Next.js handles such a request (own-request.ts), which the request hook (request.ts)
// recognises by a token that never leaves the process. A render made for any outside request,
// however its path was spelled and whatever it carried, is sent to that request and dropped; a
// miss or an expired page is then filled from the server's own request.
//
// The parts, in the order a request meets them:
// - request.ts: every HTTP request, before Next.js sees it. Other spellings of a path get a 308
//   to the canonical one or a 400 (canonical-path.ts); the server's own request is marked; a
//   request for a shared page is cut down to its path; every response gets the Cache-Control a
//   CDN may honour (cache-control.ts, docs/deploying.md "Caches in front").
// - shared-pages.ts: the one list of shared pages (the 40 pages, the mail-link pages, sitemap,
//   robots.txt).
// - proxy.ts (the app's routing file): serves a shared page from the cache, or a per-request
//   render for a signed-in member in publish mode.
// - handler.mjs: Next.js's cache, with each page's policy beside its HTML (hooks.ts).
// - expiry.ts: the one way to expire pages (a language, some pages), on every instance.
// - kind.ts: whether this build uses this cache at all, or a host that caches pages itself.
// What all of it relies on in Next.js is in lib/next-internals.mjs, and only there.

export { cacheControlFor, CACHE_CONTROL, SHARED_MAX_AGE, SHARED_STALE } from '@/lib/page-cache/cache-control';
export { canonicalTarget } from '@/lib/page-cache/canonical-path';
export { expireLanguage, expireLater, expirePages } from '@/lib/page-cache/expiry';
export { installPageCacheHooks as startPageCache, pagePolicy } from '@/lib/page-cache/hooks';
export { pageCacheKind, pageCacheMismatch, type PageCacheKind } from '@/lib/page-cache/kind';
export { installRequestHook, requestHookMark, type PageRequestContext } from '@/lib/page-cache/request';
export { languagePages, sharedPage, sharedPages, type SharedPage } from '@/lib/page-cache/shared-pages';
