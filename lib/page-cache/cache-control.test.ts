import { describe, expect, it } from 'vitest';
import { CACHE_CONTROL, cacheControlFor } from '@/lib/page-cache/cache-control';

// The header a shared cache gets for each kind of response (docs/deploying.md "Caches in front").

const NEXT_CACHED_PAGE = 's-maxage=31536000';

describe('Cache-Control for a shared cache', () => {
  it('bounds a shared page and its router payload to a minute plus a minute stale, whatever Next.js said', () => {
    expect(cacheControlFor('shared', 200, NEXT_CACHED_PAGE)).toBe(CACHE_CONTROL.sharedPage);
    expect(cacheControlFor('shared', 304, undefined)).toBe(CACHE_CONTROL.sharedPage);
    expect(CACHE_CONTROL.sharedPage).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400');
  });

  it('never makes public what was private: publish mode, the team area, the API, downloads', () => {
    for (const current of ['private, no-cache, no-store, max-age=0, must-revalidate', 'private, no-store', 'no-store']) {
      expect(cacheControlFor('shared', 200, current)).toBeUndefined();
      expect(cacheControlFor('other', 200, current)).toBeUndefined();
    }
  });

  it('keeps a page asked for the way no router asks out of shared caches', () => {
    expect(cacheControlFor('shared-mismatch', 200, NEXT_CACHED_PAGE)).toBe(CACHE_CONTROL.perRequest);
  });

  it('gives errors no-store, request-dependent redirects private, permanent ones the page bound', () => {
    expect(cacheControlFor('shared', 500, NEXT_CACHED_PAGE)).toBe('no-store');
    expect(cacheControlFor('other', 503, undefined)).toBe('no-store');
    expect(cacheControlFor('other', 307, undefined)).toBe(CACHE_CONTROL.perRequest);
    expect(cacheControlFor('shared', 303, undefined)).toBe(CACHE_CONTROL.perRequest);
    expect(cacheControlFor('other', 308, undefined)).toBe(CACHE_CONTROL.notFound);
  });

  it('bounds a 404 like a page, and anything else Next.js offered to shared caches', () => {
    expect(cacheControlFor('other', 404, undefined)).toBe(CACHE_CONTROL.notFound);
    expect(cacheControlFor('other', 200, 'public, max-age=0, s-maxage=31536000')).toBe(CACHE_CONTROL.sharedPage);
    expect(cacheControlFor('other', 200, 'public, max-age=0')).toBeUndefined();
    expect(cacheControlFor('other', 200, undefined)).toBeUndefined();
  });

  it('leaves Next.js’s content-hashed files immutable', () => {
    expect(cacheControlFor('static-asset', 200, 'public, max-age=31536000, immutable')).toBeUndefined();
  });
});
