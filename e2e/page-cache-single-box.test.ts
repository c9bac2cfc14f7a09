import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import nl from '../messages/nl.json';
import { inlineScripts, sha256Source } from '../lib/csp/inline-scripts';
import { startNext, type NextServer } from '../test/reliability/next-process.mjs';
import { SHARED_MAX_AGE, SHARED_STALE } from '../lib/page-cache/cache-control';
import { startCachingProxy } from '../scripts/bench/nginx.mjs';
import { freePort } from '../test/server-process';
import { corpus, fetchCopy, publishTextAs, scriptsOutsidePolicy, sendCorpus, sharedCopyOf, signInAs } from './path-spellings';

// The page cache's invariant in the other host mode: single-box (`npm start`: PGlite in the data
// directory, a generated secret). After a publish and after a restart, every kind of shared page
// is first asked for through the whole corpus of spellings × methods × router variants, each
// carrying a token; what the next visitor gets holds none of it.

const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';
const dataDir = path.join('.tmp', `single-box-page-cache${distDir.replace(/^\.next/, '')}`);
const TOKEN = 'SINGLEBOXTOKEN0123456789';
const PASSWORD = 'correct horse battery staple';
const pages = ['/nl/testimonials', '/nl/email/confirm', '/sitemap.xml'];
const env = { APP_MODE: 'single-box', DATABASE_URL: '', DATA_DIR: dataDir, SITE_URL: inject('siteURL') };
let server: NextServer;

beforeAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  // The documented command, on the embedded database it creates and migrates.
  const added = spawnSync('npm', ['run', '--silent', 'team:add-user', '--', 'sam'], {
    input: `${PASSWORD}\n`,
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  if (added.status !== 0) throw new Error(`team:add-user failed:\n${added.stdout}\n${added.stderr}`);
  server = await startNext({ distDir, env });
}, 240_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function storedClean(page: string) {
  await expect.poll(async () => (await fetchCopy(server.url, page)).cache, { timeout: 20_000, interval: 250 }).toBe('HIT');
  const { html, rsc } = await sharedCopyOf(server.url, page);
  for (const copy of [html, rsc]) {
    expect(copy.body, page).not.toContain(TOKEN);
    expect(copy.body, page).not.toContain('_rsc=');
  }
  if (page !== '/sitemap.xml') expect(scriptsOutsidePolicy(html, inlineScripts, sha256Source), page).toEqual([]);
  return html;
}

describe('single-box mode: no spelling of a path changes what the next visitor gets', () => {
  it('after a publish', async () => {
    const cookie = await signInAs(server.url, 'sam', PASSWORD);
    await publishTextAs(server.url, cookie, 'nl', 'Footer.tagline', 'nl: door het team gepubliceerd');
    expect(await sendCorpus(server.port, corpus(pages, TOKEN))).toEqual([]);
    for (const page of pages) await storedClean(page);
    expect((await storedClean('/nl/testimonials')).body).toContain('nl: door het team gepubliceerd');
  }, 240_000);

  it('after a restart', async () => {
    await server.stop();
    server = await startNext({ distDir, env });
    expect(await sendCorpus(server.port, corpus(pages, TOKEN))).toEqual([]);
    for (const page of pages) await storedClean(page);
    expect((await storedClean('/nl/testimonials')).body).toContain('nl: door het team gepubliceerd');
  }, 240_000);
});

describe('behind nginx proxy_cache honouring the origin (docs/deploying.md "Caches in front")', () => {
  it(
    `shows a publish to visitors within ${SHARED_MAX_AGE + SHARED_STALE} s, having served the page from its cache until then`,
    async () => {
      const nginx = await startCachingProxy({ port: await freePort(), upstream: `127.0.0.1:${server.port}`, probePath: '/nl/industry' });
      try {
        const viaNginx = async () => {
          const response = await fetch(`${nginx.url}/nl/industry`);
          return { status: response.headers.get('x-cache-status'), body: await response.text() };
        };
        await viaNginx();
        expect((await viaNginx()).status).toBe('HIT');
        const headline = `Sectoren – gepubliceerd om ${Date.now()}`;
        const cookie = await signInAs(server.url, 'sam', PASSWORD);
        await publishTextAs(server.url, cookie, 'nl', 'IndustryPage.title', headline);
        const published = Date.now();
        // The origin has it at once; nginx keeps its copy as the origin allowed.
        await expect.poll(async () => (await fetchCopy(server.url, '/nl/industry')).body.includes(headline), { timeout: 10_000 }).toBe(true);
        const cachedAfterPublish = await viaNginx();
        await expect
          .poll(async () => (await viaNginx()).body.includes(headline), { timeout: (SHARED_MAX_AGE + SHARED_STALE + 10) * 1000, interval: 1_000 })
          .toBe(true);
        const seconds = (Date.now() - published) / 1000;
        // It was nginx's copy that held the old text (not a slow origin), and not past the bound.
        expect(cachedAfterPublish.status).toMatch(/HIT|STALE|UPDATING/);
        expect(cachedAfterPublish.body).not.toContain(headline);
        expect(seconds).toBeLessThanOrEqual(SHARED_MAX_AGE + SHARED_STALE + 10);
      } finally {
        await nginx.stop();
      }
    },
    (SHARED_MAX_AGE + SHARED_STALE + 90) * 1000,
  );

  it('sends a member in publish mode past the cache to their drafts, never stores that answer, and keeps visitor cookies out of the key', async () => {
    const nginx = await startCachingProxy({ port: await freePort(), upstream: `127.0.0.1:${server.port}`, probePath: '/nl/privacy' });
    try {
      const via = async (page: string, cookie?: string) => {
        const response = await fetch(`${nginx.url}${page}`, { headers: cookie ? { cookie } : {} });
        return { status: response.headers.get('x-cache-status'), cacheControl: response.headers.get('cache-control'), body: await response.text() };
      };
      const analytics = '_ga=GA1.1.123456789.1700000000; _ga_E2ETEST123=GS1.1.1700000000.1.0.1700000000.0.0.0';
      // A visitor (with analytics cookies) fills the cache; another visitor's cookies share it.
      await via('/nl/privacy', analytics);
      expect((await via('/nl/privacy', '_ga=GA1.1.987654321.1700000001')).status).toBe('HIT');

      const session = await signInAs(server.url, 'sam', PASSWORD);
      const draft = `Privacy – concept om ${Date.now()}`;
      const saved = await fetch(`${server.url}/api/team/copy/drafts`, {
        method: 'POST',
        headers: { cookie: session, 'content-type': 'application/json' },
        body: JSON.stringify({ locale: 'nl', key: 'PrivacyPage.title', text: draft }),
      });
      expect(saved.status).toBe(200);
      const on = await fetch(`${server.url}/api/team/copy/preview`, {
        method: 'POST',
        headers: { cookie: session, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ on: '1', locale: 'nl', next: '/nl/privacy' }),
        redirect: 'manual',
      });
      const publish = /granite_publish=[^;]+/.exec(on.headers.getSetCookie().join('\n'))![0];

      // The member: past the cache to the origin, which renders their drafts with the toolbar.
      const member = await via('/nl/privacy', `${analytics}; ${session}; ${publish}`);
      expect(member.status).toBe('BYPASS');
      expect(member.cacheControl).toMatch(/^private, .*no-store/);
      expect(member.body).toContain(nl.PublishMode.label);
      expect(member.body).toContain(draft);
      // Visitors still get the cached page, without the draft or the toolbar.
      const visitor = await via('/nl/privacy', analytics);
      expect(visitor.status).toBe('HIT');
      expect(visitor.body).not.toContain(draft);
      expect(visitor.body).not.toContain(nl.PublishMode.label);
      // A session alone (signed in, not in publish mode) is a visitor's request: the cached page.
      expect((await via('/nl/privacy', session)).status).toBe('HIT');

      // Never stored: the member asks first for a page nobody has asked for, then a visitor does.
      expect((await via('/nl/terms', `${session}; ${publish}`)).status).toBe('BYPASS');
      const first = await via('/nl/terms');
      expect(first.status).toBe('MISS');
      expect(first.body).not.toContain(nl.PublishMode.label);
      expect((await via('/nl/terms')).status).toBe('HIT');
    } finally {
      await nginx.stop();
    }
  }, 120_000);
});
