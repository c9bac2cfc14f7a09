import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import createMiddleware from 'next-intl/middleware';
import { NextRequest, type NextResponse } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildCspManifest, CSP_MANIFEST_FILE } from '@/lib/csp/manifest';
import { publishModeValue, usePublishModeSecrets } from '@/lib/copy/publish-cookie';
import { locales, routing } from '@/i18n/routing';
import { gaId } from '@/lib/analytics';
import { prerenderedScriptHashes } from '@/lib/csp/page-hashes';
import { fallbackPolicy, strictPolicy } from '@/lib/csp/policy';
import { mailLinkRoutes } from '@/lib/consent/mail-link-pages';
import { runInRequestContext } from '@/lib/next-internals.mjs';
import { installRequestHook, requestHookMark } from '@/lib/page-cache';
import { processSlot } from '@/lib/process-slot.mjs';
import { routes } from '@/lib/site';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import proxy, { config } from './proxy';

// The proxy answers known pages itself instead of calling next-intl's middleware (the hot path of
// every page view). These tests hold it to what next-intl would have done, so an upgrade or a
// routing change (a locale cookie, Link alternates, localized pathnames) fails here first.

const intl = createMiddleware(routing);
const browser = {
  'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5',
  cookie: 'i18next=de; NEXT_LOCALE=nl',
  'sec-fetch-dest': 'document',
  'user-agent': 'Mozilla/5.0',
};
// The 40 content pages and the pages the links in our mail open (marketing confirm/unsubscribe).
const pages = locales.flatMap((locale) => [...routes, ...mailLinkRoutes].map((route) => `/${locale}${route}`));

const request = (url: string, headers: Record<string, string> = {}) => new NextRequest(`http://127.0.0.1:3000${url}`, { headers: { ...browser, ...headers } });
const headersOf = (response: NextResponse) => Object.fromEntries(response.headers);
// next-intl passes the language on as a request header (x-next-intl-locale); Next applies such
// overrides to the request it renders and strips them from the response the browser gets.
const withoutRequestOverrides = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => name !== 'x-middleware-override-headers' && !name.startsWith('x-middleware-request-')));

let distDir: string;
const DRAFT_ID = 'this-build-0123456789abcdef';

beforeAll(() => {
  // A build with all those pages, each with its own inline script.
  vi.stubEnv('NODE_ENV', 'production');
  mkdirSync(path.join(process.cwd(), '.tmp'), { recursive: true });
  distDir = path.relative(process.cwd(), mkdtempSync(path.join(process.cwd(), '.tmp', 'proxy-build-')));
  vi.stubEnv('NEXT_DIST_DIR', distDir);
  for (const page of [...pages, ...locales.map((locale) => `/${locale}/page-not-found`)]) {
    const file = path.join(distDir, 'server/app', `${page.slice(1)}.html`);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, `<html><script>self.page=${JSON.stringify(page)}</script></html>`);
  }
  // Next's own manifest holds the build's draft-mode id (lib/next-internals.mjs, "Draft mode").
  writeFileSync(path.join(distDir, 'prerender-manifest.json'), JSON.stringify({ preview: { previewModeId: DRAFT_ID } }));
  // The artefact scripts/post-build.mjs writes after next build: what the proxy reads.
  const manifest = buildCspManifest(path.join(distDir, 'server/app'), ['en', 'de', 'fr', 'nl']);
  writeFileSync(path.join(distDir, 'server', CSP_MANIFEST_FILE), JSON.stringify(manifest));
});

afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(distDir, { recursive: true, force: true });
});

describe('known pages under a language prefix', () => {
  it.each(pages.flatMap((page) => [page, `${page}?utm_source=x`]))('%s: what next-intl answers, leaving the policy to the cached page', async (url) => {
    const expected = intl(request(url));
    const actual = await proxy(request(url));
    expect(actual.status).toBe(expected.status);
    expect(expected.headers.get('x-middleware-next')).toBe('1');
    // The page cache sends each page's policy with its HTML (cache-handler.mjs): a second one here
    // would be enforced as well, and block the scripts of a page regenerated after a publish.
    expect(headersOf(actual)).toEqual(withoutRequestOverrides(headersOf(expected)));
    expect(actual.headers.get('content-security-policy')).toBeNull();
    // All next-intl adds for the page's render is the language, which the prerendered page already has.
    const passedOn = Object.entries(headersOf(expected)).filter(([name]) => name.startsWith('x-middleware-request-'));
    expect(Object.fromEntries(passedOn.map(([name, value]) => [name.slice('x-middleware-request-'.length), value]))).toEqual({
      ...browser,
      'x-next-intl-locale': url.slice(1, 3),
    });
  });

  it('on a host that caches pages itself (a build with PAGE_CACHE=platform) sets each page the policy of its build', async () => {
    vi.stubEnv('GRANITE_PAGE_CACHE', 'platform');
    try {
      const policy = (await proxy(request('/de/contact'))).headers.get('content-security-policy');
      expect(policy).toBe(strictPolicy((await prerenderedScriptHashes('de/contact', gaId))!, gaId));
      expect((await proxy(request('/fr/contact'))).headers.get('content-security-policy')).not.toBe(policy);
    } finally {
      vi.stubEnv('GRANITE_PAGE_CACHE', '');
    }
  });

  it("reads the build's page cache, not VERCEL: a build for its own cache leaves the policy to the cache entry", async () => {
    vi.stubEnv('VERCEL', '1');
    try {
      expect((await proxy(request('/de/contact'))).headers.get('content-security-policy')).toBeNull();
    } finally {
      vi.stubEnv('VERCEL', '');
    }
  });

  // The publish-mode cookie is an HMAC of its session's token under the app's secret (lib/copy/publish-cookie.ts).
  const PUBLISH_SECRET = 'proxy-test-secret-0123456789-abcdefghij';
  const publish = () => {
    usePublishModeSecrets([PUBLISH_SECRET]);
    return `granite_publish=${publishModeValue('a-session-token', PUBLISH_SECRET)}`;
  };

  it('renders a page in publish mode per request, in draft mode that only the proxy switches on, with a nonce and out of every cache', async () => {
    const cookie = `granite_team=a-session-token; ${publish()}`;
    const response = await proxy(request('/de/contact', { cookie }));
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic';/);
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    // The build's draft-mode id goes to the render, never to the browser.
    expect(response.headers.get('x-middleware-request-cookie')).toBe(`${cookie}; __prerender_bypass=${DRAFT_ID}`);
    expect(JSON.stringify(headersOf(response)).replace(/"x-middleware-request-cookie":"[^"]*"/, '')).not.toContain(DRAFT_ID);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  // A publish-mode cookie that does not belong to its session: our request hook drops it first
  // (lib/page-cache/request.test.ts), and the proxy checks it again, for a host where no hook runs.
  it.each([
    'granite_publish=1',
    'granite_team=a-session-token',
    `__prerender_bypass=${DRAFT_ID}`,
    'granite_team=a-session-token; granite_publish=1',
    'granite_team=another-session; {publish}',
    '{publish}',
  ])('serves the static page for the cookies %s (no publish mode without both of ours, matching)', async (template) => {
    const cookie = template.replace('{publish}', publish());
    const response = await proxy(request('/de/contact', { cookie }));
    // Under a per-request policy the static page's scripts would not run.
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBeNull();
    expect(response.headers.get('x-middleware-request-cookie')).toBeNull();
  });

  it('refuses a page request that did not go through the server request hooks, once they are installed', async () => {
    const hook = processSlot<{ installed: boolean }>('page-cache.request-hook', () => ({ installed: false }));
    installRequestHook();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect((await proxy(request('/de/contact'))).status).toBe(503);
      expect(String(logged.mock.calls[0]?.[0])).toContain('without the server request hooks');
      // A mark from another process (or a guess) is no mark.
      expect((await runInRequestContext({ pageCacheMark: 'guessed' }, () => proxy(request('/de/contact')))).status).toBe(503);
      const marked = await runInRequestContext({ pageCacheMark: requestHookMark() }, () => proxy(request('/de/contact')));
      expect(marked.headers.get('x-middleware-next')).toBe('1');
    } finally {
      logged.mockRestore();
      hook.installed = false;
    }
  });
});

describe('Open Graph images', () => {
  it.each(['/en/opengraph-image', '/de/about/opengraph-image-paw73v', '/nl/contact/opengraph-image-19o8x6'])(
    '%s goes through to the image route',
    async (url) => {
      const response = await proxy(request(url));
      expect(response.headers.get('x-middleware-next') ?? response.headers.get('x-middleware-rewrite')).toBeTruthy();
      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toBe(fallbackPolicy({ gaId, development: false }));
    },
  );
});

describe('the team area', () => {
  it.each(['/en/team/sign-in', '/de/team/leads', '/nl/team/leads/contact/7', '/fr/team', '/en/team/leads/contact/1.5'])(
    '%s: rendered per request with a fresh nonce for its scripts, never cached or indexed',
    async (url) => {
      const first = (await proxy(request(url))) as NextResponse;
      const second = (await proxy(request(url))) as NextResponse;
      expect(first.headers.get('x-middleware-next')).toBe('1');
      const policy = first.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([A-Za-z0-9+/=]{24})'/.exec(policy)?.[1];
      expect(nonce).toBeDefined();
      expect(second.headers.get('content-security-policy')).not.toBe(policy);
      expect(policy).not.toContain("'unsafe-inline' ");
      expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic';/);
      expect(policy).not.toContain('google');
      // Next.js takes the nonce for its own scripts from the policy on the request it renders.
      expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
      expect(first.headers.get('cache-control')).toBe('private, no-store');
      expect(first.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    },
  );

  it('does not count a path that only starts like it', async () => {
    const response = await proxy(request('/en/teammates'));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy') ?? '').not.toContain('nonce');
    expect(response.headers.get('x-robots-tag')).toBeNull();
  });
});

describe('which requests run the proxy (its matcher)', () => {
  const runs = (url: string) => unstable_doesMiddlewareMatch({ config, url });

  it('runs for every page, un-prefixed path and unknown path, so each gets its language or a 404', () => {
    for (const url of ['/', '/en', '/de/contact', '/about', '/diy-agents', '/en/team/leads', '/apix', '/submitted', '/en/api/contact'])
      expect(runs(url), url).toBe(true);
  });

  it('runs for every team path, dots included, so each gets the strict headers', () => {
    for (const url of ['/en/team/leads/contact/1.5', '/de/team/audit.csv', '/nl/team/.env', '/fr/team/a.b/c']) expect(runs(url), url).toBe(true);
  });

  it('leaves out the form endpoints and the other API routes, Next’s assets and files', () => {
    for (const url of ['/api', '/api/contact', '/api/team/copy/publish', '/submit', '/submit/', '/_next/static/chunks/a.js', '/icon.svg', '/robots.txt'])
      expect(runs(url), url).toBe(false);
  });
});
