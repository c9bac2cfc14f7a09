// What a shared cache in front of this server (nginx proxy_cache, a CDN) may do with each kind
// of response: the table in docs/deploying.md "Caches in front". The request hook (request.ts) sets it on
// every response just before its headers go out, so what Next.js would have sent (a year of
// `s-maxage` for a cached page) never reaches a cache.

/** A published text reaches every visitor within SHARED_MAX_AGE + SHARED_STALE seconds. */
export const SHARED_MAX_AGE = 60;
export const SHARED_STALE = 60;

export const CACHE_CONTROL = {
  /** A shared page, its router payload, the sitemap and robots.txt: short, revalidated in the background; served stale if the origin fails. */
  sharedPage: `public, max-age=0, s-maxage=${SHARED_MAX_AGE}, stale-while-revalidate=${SHARED_STALE}, stale-if-error=86400`,
  /** A page that does not exist (yet): an article published later appears within the same bound. */
  notFound: `public, max-age=0, s-maxage=${SHARED_MAX_AGE}, stale-while-revalidate=${SHARED_STALE}`,
  /** A path spelled another way: the canonical spelling never changes. */
  canonicalRedirect: 'public, max-age=86400',
  /** Anything that depends on who asks: the team area, publish mode, language redirects, the API, downloads. */
  perRequest: 'private, no-store',
  /** An error: nobody keeps it. */
  error: 'no-store',
} as const;

/** How the request hook saw the request: it decides what the response may be. */
export type ResponseKind =
  /** Next.js's content-hashed files: Next's own `immutable` header stays. */
  | 'static-asset'
  /** A shared page asked for as it is cached: HTML without `_rsc`, or a router request with it. */
  | 'shared'
  /** A shared page asked for in a way no router asks (`_rsc` without the router's headers): kept out of shared caches, so a cache keyed on the URL alone never stores HTML under a payload's URL. */
  | 'shared-mismatch'
  | 'other';

/** The Cache-Control header to send, or undefined to keep what Next.js set (`current`). */
export function cacheControlFor(kind: ResponseKind, status: number, current: string | undefined): string | undefined {
  if (kind === 'static-asset') return undefined;
  if (status >= 500) return CACHE_CONTROL.error;
  // Never made public what Next.js, the proxy or a route handler said was private.
  if (current !== undefined && /\b(private|no-store|no-cache)\b/i.test(current)) return undefined;
  if (status === 301 || status === 308) return CACHE_CONTROL.notFound;
  if (status >= 300 && status < 400 && status !== 304) return CACHE_CONTROL.perRequest;
  if (kind === 'shared-mismatch') return CACHE_CONTROL.perRequest;
  if (kind === 'shared' && (status === 200 || status === 304)) return CACHE_CONTROL.sharedPage;
  if (kind === 'shared') return CACHE_CONTROL.perRequest;
  if (status === 404 || status === 410) return CACHE_CONTROL.notFound;
  // Whatever else Next.js marked for shared caches (prerendered images): the same bound as pages.
  if (current !== undefined && /\bs-maxage\b/i.test(current)) return CACHE_CONTROL.sharedPage;
  return undefined;
}
