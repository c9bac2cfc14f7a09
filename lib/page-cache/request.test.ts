import { describe, expect, it } from 'vitest';
import { publishModeValue, usePublishModeSecrets } from '@/lib/copy/publish-cookie';
import { cleanRequest } from '@/lib/page-cache/request';
import { sharedPage } from '@/lib/page-cache/shared-pages';

const isSharedPage = (path: string) => sharedPage(path) !== undefined;

// What a request for a shared page is cut down to before Next.js sees it (lib/page-cache/request.ts).
// The e2e file e2e/page-cache-poisoning.test.ts regenerates real pages through such requests.

function incoming(url: string, headers: Record<string, string>) {
  const rawHeaders = Object.entries(headers).flat();
  return { url, headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])), rawHeaders };
}

const hostile = {
  host: 'www.granite-digital.test',
  'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
  'content-security-policy': "script-src 'nonce-EVIL'",
  'content-security-policy-report-only': "script-src 'nonce-EVIL'",
  'x-forwarded-host': 'evil.example',
  'x-forwarded-proto': 'http',
  'x-prerender-revalidate': 'guessed',
  'x-prerender-revalidate-if-generated': '1',
  'next-action': 'abc',
  'accept-language': 'de',
  'accept-encoding': 'gzip',
  cookie: '__prerender_bypass=guessed; granite_team=token; i18next=de; granite_publish=1; __next_preview_data=x',
};

describe('a request for a shared page', () => {
  it('keeps only its path, the variant headers and the team cookies', () => {
    const request = incoming('/en/email/unsubscribe?token=SECRET&utm_source=mail', hostile);
    expect(cleanRequest(request)).toBe('shared');
    expect(request.url).toBe('/en/email/unsubscribe');
    // `granite_publish=1` was not issued for this session: dropped, so it costs no render.
    expect(request.headers).toEqual({ host: 'www.granite-digital.test', 'accept-encoding': 'gzip', cookie: 'granite_team=token' });
    expect(request.rawHeaders).toEqual(['host', 'www.granite-digital.test', 'accept-encoding', 'gzip', 'cookie', 'granite_team=token']);
  });

  it('keeps a publish-mode cookie only beside the session it was issued for', () => {
    const token = 'a'.repeat(43);
    usePublishModeSecrets(['the-app-secret-0123456789-0123456789', 'the-previous-secret-0123456789-01234']);
    try {
      const issued = publishModeValue(token, 'the-app-secret-0123456789-0123456789');
      const before = publishModeValue(token, 'the-previous-secret-0123456789-01234');
      const cases: [string, string][] = [
        [`granite_team=${token}; granite_publish=${issued}`, `granite_team=${token}; granite_publish=${issued}`],
        [`granite_team=${token}; granite_publish=${before}`, `granite_team=${token}; granite_publish=${before}`],
        [`granite_team=${'b'.repeat(43)}; granite_publish=${issued}`, `granite_team=${'b'.repeat(43)}`],
        [`granite_team=${token}; granite_publish=${publishModeValue(token, 'a-guessed-secret')}`, `granite_team=${token}`],
        [`granite_publish=${issued}`, undefined as unknown as string],
      ];
      for (const [cookie, kept] of cases) {
        const request = incoming('/de/services', { cookie });
        cleanRequest(request);
        expect(request.headers.cookie, cookie).toBe(kept);
      }
    } finally {
      usePublishModeSecrets([]);
    }
  });

  it('keeps a router request its headers and `_rsc`, which Next.js checks against them', () => {
    const request = incoming('/de/about?_rsc=abc12&token=SECRET', {
      rsc: '1',
      'next-router-prefetch': '1',
      'next-router-state-tree': '%5B%5D',
      'next-url': '/de',
      'x-evil': '1',
    });
    cleanRequest(request);
    expect(request.url).toBe('/de/about?_rsc=abc12');
    expect(Object.keys(request.headers).sort()).toEqual(['next-router-prefetch', 'next-router-state-tree', 'next-url', 'rsc']);
  });

  it('drops `_rsc` from a request that is not a router request', () => {
    const request = incoming('/de/about?_rsc=abc12', {});
    // Kept out of shared caches: under that URL a cache keyed on the URL alone keeps a router payload.
    expect(cleanRequest(request)).toBe('shared-mismatch');
    expect(request.url).toBe('/de/about');
  });

  it('covers the 40 pages, the mail-link pages and the sitemap, and nothing under the team area', () => {
    for (const path of ['/en', '/de/about', '/fr/diy-agents', '/nl/email/confirm', '/sitemap.xml', '/robots.txt']) expect(isSharedPage(path), path).toBe(true);
    for (const path of ['/en/team/leads', '/api/contact', '/', '/en/', '/en/about/', '/en/%61bout', '/EN/about', '/en/unknown'])
      expect(isSharedPage(path), path).toBe(false);
  });

  it('covers the article pages by pattern: index, later pages, topics, articles and the feed', () => {
    for (const path of [
      '/en/insights',
      '/de/insights/page/2',
      '/fr/insights/tag/ai-agents',
      '/nl/insights/bouw-je-eigen-linkedin-ai-agent',
      '/en/insights/feed.xml',
    ])
      expect(isSharedPage(path), path).toBe(true);
    for (const path of [
      '/xx/insights',
      '/en/insights/',
      '/en/insights/A-b',
      '/en/insights/a/b',
      '/en/insights/%61b',
      '/en/insights/a..b',
      '/en/insights/page/x',
      '/en/./insights',
      '/en/insights/-a',
    ])
      expect(isSharedPage(path), path).toBe(false);
  });
});

describe('every other request', () => {
  it('keeps its query, headers and cookies, less what would switch on draft mode or a regeneration', () => {
    const request = incoming('/en/team/leads?status=new', hostile);
    expect(cleanRequest(request)).toBe('other');
    expect(request.url).toBe('/en/team/leads?status=new');
    expect(request.headers['x-prerender-revalidate']).toBeUndefined();
    expect(request.headers['x-prerender-revalidate-if-generated']).toBeUndefined();
    expect(request.headers['user-agent']).toBe(hostile['user-agent']);
    expect(request.headers.cookie).toBe('granite_team=token; i18next=de');
    expect(request.rawHeaders.filter((_, at) => at % 2 === 0)).not.toContain('x-prerender-revalidate');
  });

  it('leaves a request without cookies without a cookie header', () => {
    const request = incoming('/api/contact', { cookie: '__prerender_bypass=x' });
    cleanRequest(request);
    expect(request.headers.cookie).toBeUndefined();
    expect(request.rawHeaders).toEqual([]);
  });
});
