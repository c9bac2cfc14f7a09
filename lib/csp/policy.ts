// The Content-Security-Policy of every response. Pages are prerendered once per build, so a
// per-request nonce is out of the question (it would make all 40 pages dynamic). Instead the
// proxy allows exactly the inline scripts each prerendered page contains, by their sha256
// (lib/csp/page-hashes.ts), plus Google Analytics' init script. Every other response gets the
// fallback, which in production allows no inline script either: an HTML page rendered per
// request (a path with a dot, an error) still shows, it just does not hydrate. Only `next dev`,
// which injects inline scripts of its own everywhere, keeps 'unsafe-inline'.
//
// Google's sources appear only when a GA id is configured (NEXT_PUBLIC_GA_ID, read at build
// time like the analytics code itself): without one, the site loads nothing from Google.

const GOOGLE_TAG = 'https://www.googletagmanager.com';
const GOOGLE_ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];
const GOOGLE_IMAGES = ['https://*.google-analytics.com', 'https://*.googletagmanager.com'];

type Directives = Record<string, string[]>;

function shared(gaId: string | undefined): Directives {
  return {
    // React's style attributes and Next.js's injected styles are inline; styles cannot run code.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(gaId ? GOOGLE_IMAGES : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(gaId ? GOOGLE_ANALYTICS : [])],
    'manifest-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
}

/** For a prerendered page: nothing unless allowed, and only the inline scripts it was built with. */
export function strictPolicy(scriptHashes: readonly string[], gaId?: string): string {
  return serialize({
    'default-src': ["'none'"],
    'script-src': ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...(gaId ? [GOOGLE_TAG] : [])],
    ...shared(gaId),
    'base-uri': ["'none'"],
  });
}

/**
 * For the team area's pages, rendered per request: Next.js puts this request's nonce on its own
 * scripts (it reads it from the request's policy, which proxy.ts sets), and nothing from Google.
 */
export function noncePolicy(nonce: string): string {
  return serialize({
    'default-src': ["'none'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'"],
    ...shared(undefined),
    'base-uri': ["'none'"],
  });
}

/** For everything else: API answers, pages rendered per request and, in development, every page. */
export function fallbackPolicy({ gaId, development }: { gaId: string | undefined; development: boolean }): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(development ? ["'unsafe-inline'"] : []), ...(gaId ? [GOOGLE_TAG] : [])],
    ...shared(gaId),
    'base-uri': ["'self'"],
  });
}

/** For a small standalone HTML page of ours with no script at all (the white-paper link errors). */
export function scriptlessPagePolicy(): string {
  return serialize({
    'default-src': ["'none'"],
    'script-src': ["'none'"],
    'style-src': ["'unsafe-inline'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'none'"],
    'base-uri': ["'none'"],
  });
}

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
