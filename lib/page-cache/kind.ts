import { MINIMAL_MODE_ENV, runsInMinimalMode } from '../next-internals.mjs';

// Which page cache a build serves its pages from, decided once by `next build` (next.config.ts
// bakes it in as GRANITE_PAGE_CACHE) and asked here by everything that behaves differently on
// such a host, never VERCEL: the proxy (which policy a page gets), publishing (expire pages, or
// call the deploy hook), the Texts page, and the build itself (which texts it renders).
// Relative imports only: next.config.ts loads this file outside the app's module aliases.

/** 'own': our page cache, a publish regenerates pages at once. 'platform': the host caches pages; a publish takes a deployment. */
export type PageCacheKind = 'own' | 'platform';
type Env = Record<string, string | undefined>;

export function pageCacheKind(): PageCacheKind {
  return process.env.GRANITE_PAGE_CACHE === 'platform' ? 'platform' : 'own';
}

/**
 * Which page cache a build with this environment is for: 'platform' on a host that caches pages
 * itself (Vercel's builder sets VERCEL; minimal mode), 'own' everywhere else.
 * PAGE_CACHE=own|platform overrides the guess.
 */
export function buildPageCacheKind(env: Env = process.env): PageCacheKind {
  const explicit = env.PAGE_CACHE?.trim();
  if (explicit === 'own' || explicit === 'platform') return explicit;
  if (explicit) throw new Error(`PAGE_CACHE must be "own" or "platform", not "${explicit}"`);
  return env.VERCEL || runsInMinimalMode(env) ? 'platform' : 'own';
}

/**
 * A build for one page cache running where the other is in force, or undefined. Built for our
 * own cache in minimal mode: no page would ever see a publish. The reverse (a platform build on
 * a plain Node server) only means publishing takes a deployment: `warning`, not a refusal.
 */
export function pageCacheHostProblem(builtFor: PageCacheKind, env: Env = process.env): { severity: 'error' | 'warning'; text: string } | undefined {
  const minimal = runsInMinimalMode(env);
  if (builtFor === 'own' && minimal) {
    return {
      severity: 'error',
      text: `this build is for its own page cache (lib/page-cache), but Next.js runs in minimal mode (${MINIMAL_MODE_ENV}), which turns that cache off: build with PAGE_CACHE=platform (or VERCEL set)`,
    };
  }
  if (builtFor === 'platform' && !minimal) {
    return {
      severity: 'warning',
      text: 'this build is for a host that caches pages itself (PAGE_CACHE=platform), but Next.js is not in minimal mode: pages are served as built and a publish goes live with the next deployment',
    };
  }
  return undefined;
}

/** The start-up check: this build's page cache against the process it runs in (lib/lifecycle/startup.ts). */
export const pageCacheMismatch = (env: Env = process.env) => pageCacheHostProblem(pageCacheKind(), env);
