import { pageCacheHostProblem } from '@/lib/next-internals.mjs';

// Which page cache this build serves its pages from, decided once by `next build`
// (next.config.ts bakes it in as GRANITE_PAGE_CACHE; lib/next-internals.mjs "Hosts that cache
// pages themselves" says how). Everything that behaves differently on such a host asks here,
// never VERCEL: the proxy (which policy a page gets), the copy routes (expire pages, or call the
// deploy hook), the Texts page (what a publish does), and the build itself (which texts it renders).

/** 'own': cache-handler.mjs, a publish regenerates pages at once. 'platform': the host caches pages; a publish takes a deployment. */
export type PageCacheKind = 'own' | 'platform';

export function pageCacheKind(): PageCacheKind {
  return process.env.GRANITE_PAGE_CACHE === 'platform' ? 'platform' : 'own';
}

/** The start-up check: this build's page cache against the process it runs in (lib/startup.ts). */
export function pageCacheMismatch(env: NodeJS.ProcessEnv = process.env): { severity: 'error' | 'warning'; text: string } | undefined {
  return pageCacheHostProblem(pageCacheKind(), env);
}
