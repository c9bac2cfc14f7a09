import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { locales } from './i18n/locales';
import { platformBuildProblem } from './lib/copy/build-source';
// eslint-disable-next-line no-restricted-imports -- the config runs outside the app, before the build: the entry would load the build artefact reader (policy.ts imports nothing)
import { fallbackPolicy } from './lib/csp/policy';
import { securityHeaders } from './lib/security-headers';
// eslint-disable-next-line no-restricted-imports -- the config runs outside the app, before the build: the entry would load the request hooks
import { buildPageCacheKind } from './lib/page-cache/kind';

const withNextIntl = createNextIntlPlugin('./i18n/request.ts');

// The fallback policy for every response; proxy.ts replaces it on prerendered pages with a
// strict one that allows their inline scripts by hash (see lib/csp/policy.ts). Headers are
// fixed at build time, like the GA id they depend on. Only `next dev` gets 'unsafe-inline': the
// phase decides, not NODE_ENV, which a test runner sets to `test` for the builds it starts.
const contentSecurityPolicy = (phase: string) =>
  fallbackPolicy({ gaId: process.env.NEXT_PUBLIC_GA_ID || undefined, development: phase === PHASE_DEVELOPMENT_SERVER });

// The e2e suite builds into its own folder so it never replaces the build `npm start` serves.
const distDir = process.env.NEXT_DIST_DIR ?? '.next';

// Decided once, here, and baked into the build (lib/page-cache/kind.ts reads it): whether the
// host caches pages itself (lib/page-cache/kind.ts).
const pageCache = buildPageCacheKind(process.env);

const nextConfig = (phase: string): NextConfig => ({
  distDir,
  // Baked into the server code: the standalone server must find its build artefacts
  // (lib/csp/page-hashes.ts) without being told the folder's name again.
  // The page cache too: on a host that caches pages itself the build renders the published texts.
  env: { GRANITE_DIST_DIR: distDir, GRANITE_PAGE_CACHE: pageCache },
  // A self-contained server in <distDir>/standalone: what the Dockerfile ships (docs/deploying.md).
  output: 'standalone',
  // Read at run time, not imported, so tracing cannot see them: readiness and the production
  // start-up compare them with the database, and single-box mode applies them.
  outputFileTracingIncludes: { '*': ['./prisma/migrations/**/*'] },
  // cache-handler.mjs loads lib/next-internals.mjs from the standalone folder at run time, and
  // that module's `createRequire(import.meta.url)(specifier)` makes the tracer take all of lib/
  // along: TypeScript sources and their tests, which no server ever runs (the code is in the
  // chunks). Only lib's plain .mjs files stay. This covers the page and route traces; the proxy's
  // and instrumentation's are pruned after the build (scripts/prune-standalone.mjs).
  // e2e/standalone-checks.ts reads the result.
  outputFileTracingExcludes: { '*': ['./lib/**/*.ts', './lib/**/*.tsx', './lib/**/*.d.mts', './**/*.test.ts', './**/*.test.tsx'] },
  poweredByHeader: false,
  // Pages keep their policy beside their HTML, and a publish expires them on every instance.
  // Not where the host caches pages itself: Next would not use it there.
  ...(pageCache === 'own' ? { cacheHandler: path.resolve('lib/page-cache/handler.mjs') } : {}),
  reactStrictMode: true,
  async headers() {
    return [
      { source: '/:path*', headers: [...securityHeaders] },
      // Under a language prefix proxy.ts and the page cache set the policy (lib/page-cache):
      // a second policy header would be enforced as well, and block a regenerated page's scripts.
      { source: '/', headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy(phase) }] },
      { source: `/:path((?!(?:${locales.join('|')})(?:/|$)).+)`, headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy(phase) }] },
      // Article images never change under their id: their route sends its own long-lived header.
      { source: '/api/:path((?!article-images/).*)', headers: [{ key: 'Cache-Control', value: 'no-store' }] },
      { source: '/submit', headers: [{ key: 'Cache-Control', value: 'no-store' }] },
      // Mailed one-time links: the routes a link opens send no Referer at all; the
      // acceptance page none to other sites. Not `no-referrer` there: its own form's POST would
      // then carry `Origin: null`, which the same-origin check refuses; its URL holds no token.
      // A later header of the same name wins over the one for every path above.
      ...['/api/team/invitation', '/api/team/unlock-link/:path*'].map((source) => ({ source, headers: [{ key: 'Referrer-Policy', value: 'no-referrer' }] })),
      { source: `/:locale(${locales.join('|')})/team/invitation`, headers: [{ key: 'Referrer-Policy', value: 'same-origin' }] },
    ];
  },
});

export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD) {
    // Read again (not the module's `pageCache`): the environment is the build's own.
    const problem = platformBuildProblem(buildPageCacheKind(process.env), process.env);
    if (problem) throw new Error(problem);
  }
  if (phase === PHASE_PRODUCTION_BUILD && !process.env.SITE_URL?.trim()) {
    // Canonical and hreflang URLs and the sitemap are baked into the prerendered pages.
    const bar = '!'.repeat(78);
    console.warn(
      `\n${bar}\n!! SITE_URL is not set: this build's canonical URLs, hreflang alternates and sitemap\n` +
        `!! point to http://localhost:3000. Fine for npm start on your own machine; for a public\n` +
        `!! site, set SITE_URL (e.g. https://www.example.com) for the build and rebuild.\n${bar}\n`,
    );
  }
  return withNextIntl(nextConfig(phase));
}
