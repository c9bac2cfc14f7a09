import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import de from '../messages/de.json';
import en from '../messages/en.json';
import { startNext, type NextServer } from '../test/reliability/next-process.mjs';
import { inlineScripts, sha256Source } from '../lib/csp/inline-scripts';
import { corpus, fetchCopy, publishTextAs, rawRequest, scriptsOutsidePolicy, sendCorpus, sharedCopyOf, signInAs, type Copy } from './path-spellings';
import { startProductionBackend, type ProductionBackend } from './production-backend';
import { useBrowser } from './support';

// A page the cache shares must depend on its path, its language and the published
// texts, and on nothing the request that regenerated it carried. On a production server behind
// PostgreSQL, after a publish and after a restart, each page is regenerated through a poisoned
// request (a mailed token in the query, forged policy and forwarding headers, a bot, router and
// draft-mode headers) and what every visitor gets afterwards is compared, byte for byte, with a
// regeneration through a clean request.

const browser = useBrowser();
const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';
const PASSWORD = 'correct horse battery staple';
const TOKEN = 'SECRETTOKEN0123456789';
let backend: ProductionBackend;
let server: NextServer;
let table: pg.Client;
const env = () => backend.env();

beforeAll(async () => {
  backend = await startProductionBackend({
    database: 'page_cache_poisoning',
    secret: 'poisoning-secret-0123456789-abcdefghijklm',
    member: 'pia',
    password: PASSWORD,
  });
  table = new pg.Client(backend.databaseUrl);
  await table.connect();
  server = await startNext({ distDir, env: env() });
}, 240_000);

afterAll(async () => {
  await table?.end();
  await server?.stop();
  await backend?.stop();
});

const fetchPage = (target: string, headers: Record<string, string> = {}) => fetchCopy(server.url, target, headers);
const sharedCopy = (page: string) => sharedCopyOf(server.url, page);

/** Expires `page` as a publish on another instance would (the shared table), past the 1 s refresh. */
async function expire(page: string): Promise<void> {
  await table.query(`INSERT INTO next_cache_tags (tag, "expiredAt") VALUES ($1, $2) ON CONFLICT (tag) DO UPDATE SET "expiredAt" = excluded."expiredAt"`, [
    `_N_T_${page}`,
    Date.now(),
  ]);
  await new Promise((resolve) => setTimeout(resolve, 1_200));
}

/**
 * Regenerates `page` through `request` and returns what everyone gets afterwards: the stored copy
 * (a hit). A router request's render is not stored; the server regenerates the page from a plain
 * request right after it, and if this fetch comes first, it is that plain request.
 */
async function regenerateThrough(page: string, request: { query?: string; headers?: Record<string, string> }) {
  await expire(page);
  const first = await fetchPage(page + (request.query ?? ''), request.headers);
  expect(first.status, `${page} ${JSON.stringify(request)}`).toBeLessThan(400);
  let after = await sharedCopy(page);
  if (after.html.cache !== 'HIT') after = await sharedCopy(page);
  expect(after.html.cache).toBe('HIT');
  return after;
}

const FLIGHT_SCRIPT = /<script>self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g;

/**
 * A page's HTML as two strings: the markup, and its inline payload. React streams the payload in
 * <script> chunks cut where the stream happened to flush, writes its rows in the order their
 * parts resolved and numbers them in that order, so two clean renders of the same page differ in
 * all three: the markup is compared byte for byte, the payload by its content (rows()).
 */
function parts(html: string): { markup: string; payload: string } {
  let payload = '';
  const markup = html
    .replace(FLIGHT_SCRIPT, (_, array: string) => {
      const [kind, data] = JSON.parse(array) as [number, unknown];
      payload += kind === 1 && typeof data === 'string' ? data : `<${kind}:${JSON.stringify(data ?? null)}>`;
      return '<script>payload</script>';
    })
    .replace(/(<script>payload<\/script>)+/g, '<script>payload</script>');
  return { markup, payload: rows(payload) };
}

/**
 * A payload's content: every string in it, references to rows ("$1e", "$L1e", "$Q7", "$15:props:…")
 * left out, sorted. Two clean renders of the same page also differ in where React cut the payload
 * into rows (a subtree outlined into a row of its own or not, depending on when it resolved), so
 * rows are no unit to compare; every text, attribute, URL and key the page holds is.
 */
const rows = (payload: string) =>
  (payload.match(/"(?:[^"\\]|\\.)*"/g) ?? [])
    .filter((literal) => !/^"\$[A-Za-z@]?[0-9a-f]+(:[^"]*)?"$/.test(literal))
    .sort()
    .join('\n');

/** Where two copies part, with the text around it: a byte-for-byte comparison that says why. */
function firstDifference(actual: string, expected: string): string | undefined {
  if (actual === expected) return undefined;
  let at = 0;
  while (actual[at] === expected[at]) at++;
  const text = `at ${at}: …${actual.slice(Math.max(0, at - 200), at + 200)}… instead of …${expected.slice(Math.max(0, at - 200), at + 200)}…`;
  console.error(text);
  return text;
}

/** The same page, byte for byte, up to where React's stream cut its payload into scripts. */
function sameHtml(actual: string, expected: string): string | undefined {
  const [a, b] = [parts(actual), parts(expected)];
  return firstDifference(a.markup, b.markup) ?? firstDifference(a.payload, b.payload);
}

/** Exactly one policy, allowing every inline script of the page by its hash. */
const coveredByOnePolicy = (copy: Copy) => scriptsOutsidePolicy(copy, inlineScripts, sha256Source);
const signIn = () => signInAs(server.url, 'pia', PASSWORD);
const publishText = (cookie: string, locale: string, key: string, text: string) => publishTextAs(server.url, cookie, locale, key, text);

const poisoned: { name: string; query?: string; headers?: Record<string, string> }[] = [
  { name: 'a mailed token and any query', query: `?token=${TOKEN}&utm_source=${TOKEN}` },
  {
    name: 'a forged nonce policy',
    headers: { 'content-security-policy': `script-src 'nonce-${TOKEN}'`, 'content-security-policy-report-only': `script-src 'nonce-${TOKEN}'` },
  },
  {
    name: 'forged forwarding headers',
    headers: { 'x-forwarded-host': `${TOKEN}.example`, 'x-forwarded-proto': 'http', 'x-forwarded-for': '203.0.113.9', forwarded: `host=${TOKEN}.example` },
  },
  { name: 'a search engine bot', headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } },
  { name: 'a router payload request with a query', query: `?_rsc=abcde&token=${TOKEN}`, headers: { rsc: '1' } },
  { name: 'a router prefetch', headers: { rsc: '1', 'next-router-prefetch': '1', 'next-url': `/${TOKEN}` } },
  { name: 'a segment prefetch', headers: { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' } },
  {
    name: 'a forged router state',
    headers: { rsc: '1', 'next-router-state-tree': encodeURIComponent(JSON.stringify(['', { children: [TOKEN, {}] }, null, null, true])) },
  },
  {
    name: 'guessed draft-mode and regeneration secrets',
    headers: { cookie: `__prerender_bypass=${TOKEN}; __next_preview_data=${TOKEN}`, 'x-prerender-revalidate': TOKEN },
  },
];

describe('a regenerated page holds nothing of the request that regenerated it', () => {
  const pages = ['/en/email/unsubscribe', '/de'];
  let baseline: Record<string, { html: Copy; rsc: Copy }>;

  beforeAll(async () => {
    // After a publish: the German home page carries a published headline.
    const cookie = await signIn();
    await publishText(cookie, 'de', 'HomePage.hero.title', 'Wachstum, das sich auszahlt – vom Team veröffentlicht');
    baseline = {};
    // The first render of a page in a process lacks Next's `next-size-adjust` meta tag, later ones
    // have it, whatever the request: the baseline is a later one.
    for (const page of pages) await regenerateThrough(page, {});
    for (const page of pages) baseline[page] = await regenerateThrough(page, {});
    expect(baseline['/de']!.html.body).toContain('Wachstum, das sich auszahlt – vom Team veröffentlicht');
    // Two clean regenerations give the same bytes: the comparison below can only fail on the request.
    for (const page of pages) {
      const again = await regenerateThrough(page, {});
      expect(sameHtml(again.html.body, baseline[page]!.html.body)).toBeUndefined();
      expect(firstDifference(rows(again.rsc.body), rows(baseline[page]!.rsc.body))).toBeUndefined();
    }
  }, 120_000);

  it('regenerates a page a router request found expired from a plain request of its own, at once', async () => {
    await expire('/de');
    const navigation = await fetchPage('/de', { rsc: '1', 'next-router-prefetch': '1' });
    expect(navigation.status).toBe(200);
    // Before any visitor asks for the page again, the server has stored it from a plain request:
    // the next plain request is a hit (it would be the regenerating miss otherwise).
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const first = await fetchPage('/de');
    expect(first.cache).toBe('HIT');
    expect(first.body).not.toContain('_rsc=');
  });

  it.each(pages.flatMap((page) => poisoned.map((request) => [page, request.name, request] as const)))(
    '%s through %s: the same bytes as a clean regeneration',
    async (page, _name, request) => {
      const after = await regenerateThrough(page, request);
      expect(after.html.body).not.toContain(TOKEN);
      expect(after.rsc.body).not.toContain(TOKEN);
      // A router request's cache-busting parameter never reaches the stored page either.
      expect(after.html.body).not.toContain('_rsc=');
      expect(after.rsc.body).not.toContain('_rsc=');
      expect(sameHtml(after.html.body, baseline[page]!.html.body)).toBeUndefined();
      expect(firstDifference(rows(after.rsc.body), rows(baseline[page]!.rsc.body))).toBeUndefined();
      expect(coveredByOnePolicy(after.html)).toEqual([]);
    },
    30_000,
  );
});

describe('publish mode', () => {
  const withCookies = (cookie: string) => fetch(`${server.url}/en/about`, { headers: { cookie } });

  it('is bound to the team session: no draft-mode id reaches the browser, and signing out everywhere ends it', async () => {
    const session = await signIn();
    const on = await fetch(`${server.url}/api/team/copy/preview`, {
      method: 'POST',
      headers: { cookie: session, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ on: '1', locale: 'en', next: '/en/about' }),
      redirect: 'manual',
    });
    expect(on.status).toBe(303);
    const setCookies = on.headers.getSetCookie();
    expect(setCookies.join('\n')).not.toContain('__prerender_bypass');
    const publish = /granite_publish=[^;]+/.exec(setCookies.join('\n'))![0];
    // Bound to this session (an HMAC of it under the app's secret): no secret of the build's.
    expect(publish).toMatch(/^granite_publish=[A-Za-z0-9_-]{43}$/);

    const member = await withCookies(`${session}; ${publish}`);
    expect(member.headers.get('cache-control')).toMatch(/^private, .*no-store/);
    expect(await member.text()).toContain(en.PublishMode.label);
    expect(member.headers.getSetCookie().join('')).not.toContain('__prerender_bypass');

    // Without the session the choice alone is nothing; neither is a guessed draft-mode cookie, nor
    // a forged choice beside a real session: each gets the cached page, at a visitor's cost.
    for (const cookie of [publish, `__prerender_bypass=${TOKEN}`, `${session}; granite_publish=1`, `granite_team=${'x'.repeat(43)}; ${publish}`]) {
      const visitor = await withCookies(cookie);
      expect(visitor.headers.get('x-nextjs-cache'), cookie).toBe('HIT');
      expect(await visitor.text()).not.toContain(en.PublishMode.label);
    }

    const out = await fetch(`${server.url}/api/team/sign-out`, {
      method: 'POST',
      headers: { cookie: session, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ scope: 'everywhere', locale: 'en' }),
      redirect: 'manual',
    });
    expect(out.status).toBe(303);
    // The old session's cookies, kept by a browser that did not sign out: no drafts, no toolbar;
    // once a render has found the session gone, the cached page.
    const after = await withCookies(`${session}; ${publish}`);
    expect(after.status).toBe(200);
    expect(await after.text()).not.toContain(en.PublishMode.label);
    const later = await withCookies(`${session}; ${publish}`);
    expect(later.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(await later.text()).not.toContain(en.PublishMode.label);
  });
});

describe('another spelling of the path, any method, any router variant', () => {
  // Every kind of shared page: a page, a mail-link page, the sitemap.
  const pages = ['/de/about', '/de/email/confirm', '/sitemap.xml'];

  /** After the corpus: every page stored again, a hit, holding none of it, under one policy covering its scripts. */
  async function storedClean(page: string) {
    await expect.poll(async () => (await fetchPage(page)).cache, { timeout: 20_000, interval: 250 }).toBe('HIT');
    const { html, rsc } = await sharedCopy(page);
    for (const copy of [html, rsc]) {
      expect(copy.body, page).not.toContain(TOKEN);
      expect(copy.body, page).not.toContain('_rsc=');
    }
    if (page !== '/sitemap.xml') expect(coveredByOnePolicy(html), page).toEqual([]);
    return { html, rsc };
  }

  it('after a publish: no spelling changes what the next visitor gets', async () => {
    const requests = corpus(pages, TOKEN);
    expect(requests.length).toBeGreaterThan(500);
    const cookie = await signIn();
    await publishText(cookie, 'de', 'AboutPage.title', 'Über uns – vom Team veröffentlicht');
    // The publish expired the German pages and the sitemap: the corpus is the first to ask.
    expect(await sendCorpus(server.port, requests)).toEqual([]);
    for (const page of pages) {
      const after = await storedClean(page);
      // The same bytes as a clean regeneration of the page.
      const clean = await regenerateThrough(page, {});
      if (page === '/sitemap.xml') expect(after.html.body).toBe(clean.html.body);
      else expect(sameHtml(after.html.body, clean.html.body)).toBeUndefined();
    }
    expect((await fetchPage('/de/about')).body).toContain('Über uns – vom Team veröffentlicht');
  }, 240_000);
});

describe('the database down while a page is regenerated', () => {
  // The server's connections refused and cut, as in an outage; the test's own client stays on the
  // cluster's maintenance database.
  const block = async (allow: boolean) => {
    const admin = new pg.Client(backend.postgres.url);
    await admin.connect();
    try {
      await admin.query(`ALTER DATABASE page_cache_poisoning WITH ALLOW_CONNECTIONS ${allow}`);
      if (!allow) await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = 'page_cache_poisoning'`);
    } finally {
      await admin.end();
    }
  };

  it('renders the catalogue meanwhile, and the published text again once the database is back: never cached away', async () => {
    const headline = 'Neue Schlagzeile, veröffentlicht kurz vor dem Ausfall';
    const cookie = await signIn();
    await publishText(cookie, 'de', 'HomePage.hero.title', headline);
    await table.end();
    await block(false);
    try {
      const during = await fetchPage('/de');
      expect(during.status).toBe(200);
      expect(during.body).not.toContain(headline);
      expect(during.body).toContain(de.HomePage.hero.title);
    } finally {
      await block(true);
      table = new pg.Client(backend.databaseUrl);
      await table.connect();
    }
    // The page rendered without its texts was expired again (lib/copy/site-messages.ts).
    await expect.poll(async () => (await fetchPage('/de')).body.includes(headline), { timeout: 15_000, interval: 500 }).toBe(true);
    expect((await fetchPage('/de')).cache).toBe('HIT');
  }, 60_000);
});

describe('after a restart, with published texts in every language', () => {
  const allPages = ['en', 'de', 'fr', 'nl'].flatMap((locale) =>
    [
      '',
      '/about',
      '/services',
      '/industry',
      '/working',
      '/testimonials',
      '/contact',
      '/privacy',
      '/terms',
      '/diy-agents',
      '/email/confirm',
      '/email/unsubscribe',
    ].map((route) => `/${locale}${route}`),
  );

  beforeAll(async () => {
    const cookie = await signIn();
    for (const locale of ['en', 'fr', 'nl']) await publishText(cookie, locale, 'Footer.tagline', `${locale}: published by the team`);
    await server.stop();
    server = await startNext({ distDir, env: env() });
  }, 120_000);

  it('regenerates every page from a poisoned first request into a copy that holds none of it, under exactly one policy that covers every inline script', async () => {
    for (const page of allPages) {
      const first = await fetchPage(`${page}?token=${TOKEN}`, {
        'content-security-policy': `script-src 'nonce-${TOKEN}'`,
        'user-agent': 'Googlebot/2.1',
        'x-forwarded-host': 'evil.example',
      });
      expect(first.status, page).toBe(200);
      const { html } = await sharedCopy(page);
      expect(html.cache, page).toBe('HIT');
      expect(html.body, page).not.toContain(TOKEN);
      expect(html.body, page).not.toContain('evil.example');
      expect(html.body, page).not.toContain('nonce=');
      expect(coveredByOnePolicy(html), page).toEqual([]);
    }
    for (const locale of ['en', 'fr', 'nl']) expect((await sharedCopy(`/${locale}/about`)).html.body).toContain(`${locale}: published by the team`);
  }, 240_000);

  it('regenerates every kind of page from the corpus of spellings into a copy that holds none of it', async () => {
    const pages = ['/fr/services', '/nl/email/unsubscribe', '/sitemap.xml'];
    // The test above regenerated them already: expired again, as a publish elsewhere would.
    for (const page of pages) await expire(page);
    expect(await sendCorpus(server.port, corpus(pages, TOKEN))).toEqual([]);
    for (const page of pages) {
      await expect.poll(async () => (await fetchPage(page)).cache, { timeout: 20_000, interval: 250 }).toBe('HIT');
      const { html, rsc } = await sharedCopy(page);
      for (const copy of [html, rsc]) expect(copy.body, page).not.toContain(TOKEN);
      if (page !== '/sitemap.xml') expect(coveredByOnePolicy(html), page).toEqual([]);
    }
    expect((await fetchPage('/fr/services')).body).toContain('fr: published by the team');
  }, 240_000);

  it('serves the 404 pages under exactly one policy that covers every inline script', async () => {
    for (const locale of ['en', 'de', 'fr', 'nl']) {
      const page = await fetchPage(`/${locale}/no-such-page?token=${TOKEN}`);
      expect(page.status).toBe(404);
      expect(page.body).not.toContain(TOKEN);
      expect(coveredByOnePolicy(page), locale).toEqual([]);
    }
  });

  it('answers an address no article can be at with the language’s own not-found page, no render, cacheable like any 404', async () => {
    for (const locale of ['en', 'de', 'fr', 'nl']) {
      for (const route of [`/insights/no-such-article-${TOKEN.toLowerCase()}`, '/insights/page/9999', '/insights/tag/no-such-tag']) {
        const response = await fetch(`${server.url}/${locale}${route}`);
        const html = await response.text();
        expect(response.status, `${locale}${route}`).toBe(404);
        expect(response.headers.get('cache-control'), `${locale}${route}`).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
        expect(html).toContain(`<html lang="${locale}"`);
        // The site's header and footer, in that language, and a share image that exists.
        expect(html).toMatch(/<header[\s>]/);
        expect(html).toMatch(/<footer[\s>]/);
        const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
        if (image) expect((await fetch(server.url + new URL(image.replaceAll('&amp;', '&')).pathname)).status, image).toBe(200);
      }
    }
    // A published article and its share image are still there; the card is cached like its page.
    const index = await (await fetch(`${server.url}/en/insights`)).text();
    const article = /href="(\/en\/insights\/(?!page\/|tag\/|feed)[a-z0-9-]+)"/.exec(index)![1]!;
    const page = await fetch(server.url + article);
    expect(page.status).toBe(200);
    const card = new URL(/<meta property="og:image" content="([^"]+)"/.exec(await page.text())![1]!.replaceAll('&amp;', '&')).pathname;
    const image = await fetch(server.url + card);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60, stale-if-error=86400');
  });

  it('answers Next’s payload spellings of a shared page with a redirect to it, and of a team page with a 404: no render, no 500', async () => {
    const router = { rsc: '1', 'next-router-prefetch': '1' };
    for (const [target, headers] of [
      ['/en/insights.rsc?_rsc=abc', router],
      ['/en/about.rsc', {}],
      ['/de/services.prefetch.rsc', router],
      ['/en/about.segments/_tree.segment.rsc', router],
    ] as const) {
      const answer = await rawRequest(server.port, 'GET', target, headers);
      expect(answer.status, target).toBe(308);
      expect(answer.headers.location, target).toBe(target.replace(/\.(segments\/.*|prefetch\.rsc|rsc)(?=\?|$)/, ''));
    }
    for (const target of ['/en/team/members.rsc', '/en/team/members.rsc?_rsc=abc', '/de/team.rsc']) {
      const answer = await rawRequest(server.port, 'GET', target, router);
      expect(answer.status, target).toBe(404);
    }
  });

  it('in a browser: a mailed link opened first leaves a page that hydrates for the next visitor, token-free and without a policy violation', async () => {
    await expire('/de/email/unsubscribe');
    const victim = await browser.newContext();
    const mailed = await victim.newPage();
    await mailed.goto(`${server.url}/de/email/unsubscribe?token=${TOKEN}`);
    await mailed.getByRole('heading', { level: 1, name: de.MarketingConsent.unsubscribePage.title }).waitFor();
    await victim.close();

    const next = await browser.newContext();
    const page = await next.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto(`${server.url}/de/email/unsubscribe`);
    expect(response?.headers()['x-nextjs-cache']).toBe('HIT');
    expect(await response?.text()).not.toContain(TOKEN);
    // Hydrated: the button answers (no token here, so it says the link is incomplete).
    await page.getByRole('button', { name: de.MarketingConsent.unsubscribePage.button }).click();
    await page.getByText(de.MarketingConsent.unsubscribePage.invalid).waitFor();
    expect(violations).toEqual([]);
    await next.close();
  });
});
