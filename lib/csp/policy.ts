// The Content-Security-Policy of every response. Pages are prerendered once per build, so a
// per-request nonce is out of the question (it would make all 40 pages dynamic). Instead the
// proxy allows exactly the inline scripts each prerendered page contains, by their sha256
// (lib/csp/page-hashes.ts), plus Google Analytics' init script. Responses that are not a
// prerendered page (API answers, development, anything rendered per request) get the
// fallback, which still needs 'unsafe-inline' for Next.js's inline hydration scripts.

const GOOGLE_TAG = 'https://www.googletagmanager.com';
const GOOGLE_ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

type Directives = Record<string, string[]>;

const shared: Directives = {
  // React's style attributes and Next.js's injected styles are inline; styles cannot run code.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'font-src': ["'self'"],
  'connect-src': ["'self'", ...GOOGLE_ANALYTICS],
  'manifest-src': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
};

/** For a prerendered page: nothing unless allowed, and only the inline scripts it was built with. */
export function strictPolicy(scriptHashes: readonly string[]): string {
  return serialize({
    'default-src': ["'none'"],
    'script-src': ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), GOOGLE_TAG],
    ...shared,
    'base-uri': ["'none'"],
  });
}

/** For everything else. */
export function fallbackPolicy(): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", GOOGLE_TAG],
    ...shared,
    'base-uri': ["'self'"],
  });
}

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
