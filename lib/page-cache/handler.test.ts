import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { nodeFs } from 'next/dist/server/lib/node-fs-methods';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInRequestContext } from '@/lib/next-internals.mjs';
import { sharedTagExpiry, SHARED_REFRESH_MS } from '@/lib/page-cache/expiry';
import { installPageCacheHooks, pagePolicy } from '@/lib/page-cache/hooks';
import { pageCacheHooks } from '@/lib/page-cache/hooks-slot.mjs';
import { inlineScripts, sha256Source } from '@/lib/csp/inline-scripts';
import type { RawSql } from '@/lib/db/raw-sql';
import { scriptsAfterFirstPaint } from '@/lib/scripts-after-paint';
import PageCache from './handler.mjs';

/** next_cache_tags in memory: what two instances share through the database. */
function fakeTable() {
  const rows = new Map<string, number>();
  let reads = 0;
  const sql: RawSql = {
    async query<Row>(text: string, values: readonly unknown[]): Promise<Row[]> {
      if (text.startsWith('SELECT')) {
        reads++;
        return [...rows].map(([tag, expired_at]) => ({ tag, expired_at: String(expired_at) })) as Row[];
      }
      const [tags, at] = values as [string[], number];
      for (const tag of tags) rows.set(tag, Math.max(rows.get(tag) ?? 0, at));
      return [];
    },
  };
  return { sql, rows, reads: () => reads };
}

const page = (text: string) => `<html><body><h1>${text}</h1><script>self.__next_f.push([1,${JSON.stringify(text)}])</script></body></html>`;
const tags = '_N_T_/layout,_N_T_/[locale]/layout,_N_T_/[locale]/(site)/about/page,_N_T_/de/about';
const context = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false } as const;

let serverDistDir: string;
let cache: InstanceType<typeof PageCache>;
const table = fakeTable();

beforeAll(() => {
  mkdirSync(path.join(process.cwd(), '.tmp'), { recursive: true });
  serverDistDir = mkdtempSync(path.join(process.cwd(), '.tmp', 'page-cache-'));
  const app = path.join(serverDistDir, 'app', 'de');
  mkdirSync(app, { recursive: true });
  // A prerendered page as next build leaves it: HTML, RSC payload and the headers in .meta.
  writeFileSync(path.join(app, 'about.html'), page('Über uns'));
  writeFileSync(path.join(app, 'about.rsc'), '0:{}');
  writeFileSync(path.join(app, 'about.meta'), JSON.stringify({ headers: { 'x-nextjs-prerender': '1', 'x-next-cache-tags': tags } }));
  installPageCacheHooks(async () => table.sql);
  cache = new PageCache({ fs: nodeFs, serverDistDir, flushToDisk: true, revalidatedTags: [], maxMemoryCacheSize: 10_000_000, _requestHeaders: {} });
});

afterAll(() => rmSync(serverDistDir, { recursive: true, force: true }));

/** Stores as the server's own request for `path` does: the only request whose render is kept. */
const asOwnRequest = <T>(path: string, run: () => T) => runInRequestContext({ sharedPage: path, ownRequest: path }, run);

describe('the page cache (lib/page-cache/handler.mjs)', () => {
  it('serves a prerendered page with the policy of its own inline scripts', async () => {
    const entry = await cache.get('/de/about', context);
    const value = entry?.value as { html: string; headers: Record<string, string> };
    expect(value.html).toBe(page('Über uns'));
    const policy = value.headers['content-security-policy'];
    expect(policy).toBe(pagePolicy(page('Über uns')));
    for (const script of inlineScripts(value.html)) expect(policy).toContain(`'${sha256Source(script)}'`);
    expect(value.headers['x-next-cache-tags']).toBe(tags);
  });

  it('gives a regenerated page the policy of its new scripts, on the very value Next.js goes on to send', async () => {
    const value = { kind: 'APP_PAGE', html: page('Wer wir sind'), rscData: Buffer.from('0:{}'), headers: { 'x-next-cache-tags': tags }, status: 200 };
    await asOwnRequest('/de/about', () => cache.set('/de/about', value, { ...context, cacheControl: { revalidate: false, expire: undefined } }));
    const fresh = value.headers as Record<string, string>;
    expect(fresh['content-security-policy']).toBe(pagePolicy(page('Wer wir sind')));
    expect(fresh['content-security-policy']).not.toBe(pagePolicy(page('Über uns')));
    const entry = await cache.get('/de/about', context);
    expect((entry?.value as { html: string }).html).toBe(page('Wer wir sind'));
    expect((entry?.value as { headers: Record<string, string> }).headers['content-security-policy']).toBe(fresh['content-security-policy']);
  });

  it('gives a regenerated page the build pages’ script loading, and the policy of that HTML', async () => {
    const rendered = page('Kontakt').replace('</body>', '<script src="/_next/static/chunks/main.js" async=""></script></body>');
    const value = { kind: 'APP_PAGE', html: rendered, rscData: Buffer.from('0:{}'), headers: { 'x-next-cache-tags': tags }, status: 200 };
    await asOwnRequest('/de/contact', () => cache.set('/de/contact', value, { ...context, cacheControl: { revalidate: false, expire: undefined } }));
    expect(value.html).toBe(scriptsAfterFirstPaint(rendered));
    expect(value.html).not.toContain('<script src="/_next/static/chunks/main.js" async=""></script>');
    const policy = (value.headers as Record<string, string>)['content-security-policy'];
    expect(policy).toBe(pagePolicy(value.html));
    // The loader is an inline script of its own: the policy must allow it by hash.
    for (const script of inlineScripts(value.html)) expect(policy).toContain(`'${sha256Source(script)}'`);
    expect((await cache.get('/de/contact', context))?.value).toMatchObject({ html: value.html });
  });

  it('keeps regenerated pages out of the build folder', async () => {
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path.join(serverDistDir, 'app', 'de', 'about.html'), 'utf8')).toBe(page('Über uns'));
  });

  it('treats a page as expired once one of its tags is revalidated, and shares the expiry', async () => {
    await cache.revalidateTag('_N_T_/de/about');
    expect(await cache.get('/de/about', context)).toBeNull();
    expect(table.rows.get('_N_T_/de/about')).toBeGreaterThan(Date.now() - 60_000);
    // A page stored after the expiry is current again.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const value = { kind: 'APP_PAGE', html: page('Neu'), rscData: Buffer.from('0:{}'), headers: { 'x-next-cache-tags': tags }, status: 200 };
    await asOwnRequest('/de/about', () => cache.set('/de/about', value, { ...context, cacheControl: { revalidate: false, expire: undefined } }));
    expect((await cache.get('/de/about', context))?.value).toMatchObject({ html: page('Neu') });
  });
});

describe('expiries shared between instances (next_cache_tags)', () => {
  it('sees another instance’s expiry after at most one refresh interval, reading the table at most once per interval', async () => {
    const shared = fakeTable();
    let clock = 1_000_000;
    const here = sharedTagExpiry(
      async () => shared.sql,
      () => clock,
    );
    const there = sharedTagExpiry(
      async () => shared.sql,
      () => clock,
    );
    expect(await here.isExpired(['_N_T_/fr'], clock - 10)).toBe(false);
    await there.expire(['_N_T_/fr'], clock);
    // Within the interval: what this instance knew.
    expect(await here.isExpired(['_N_T_/fr'], clock - 10)).toBe(false);
    const reads = shared.reads();
    expect(await here.isExpired(['_N_T_/nl'], clock - 10)).toBe(false);
    expect(shared.reads()).toBe(reads);
    clock += SHARED_REFRESH_MS;
    expect(await here.isExpired(['_N_T_/fr'], clock - 10_000)).toBe(true);
    // A page stored after the expiry is not.
    expect(await here.isExpired(['_N_T_/fr'], clock)).toBe(false);
    // The instance that expired knows at once.
    expect(await there.isExpired(['_N_T_/fr'], clock - 10_000)).toBe(true);
  });

  it('keeps the last known expiries while the database cannot be read', async () => {
    const shared = fakeTable();
    let clock = 5_000_000;
    let down = false;
    const here = sharedTagExpiry(
      async () => (down ? Promise.reject(new Error('connection refused')) : shared.sql),
      () => clock,
    );
    await shared.sql.query('INSERT', [['_N_T_/en'], clock]);
    expect(await here.isExpired(['_N_T_/en'], clock - 1)).toBe(true);
    down = true;
    clock += SHARED_REFRESH_MS * 3;
    expect(await here.isExpired(['_N_T_/en'], clock - SHARED_REFRESH_MS * 4)).toBe(true);
    expect(await here.isExpired(['_N_T_/en'], clock)).toBe(false);
  });
});

describe('only the server’s own request is stored', () => {
  const rendered = (text: string) => ({
    kind: 'APP_PAGE',
    html: page(text),
    rscData: Buffer.from(`0:{"c":["","fr?token=${text}"]}`),
    headers: { 'x-next-cache-tags': tags },
    status: 200,
  });
  const options = { ...context, cacheControl: { revalidate: false, expire: undefined } };

  function watchHooks() {
    const hooks = pageCacheHooks()!;
    const original = { regenerate: hooks.regenerate, stored: hooks.stored, refused: hooks.refused };
    const seen = { regenerated: [] as string[], stored: [] as string[], refused: [] as string[] };
    hooks.regenerate = async (path) => {
      seen.regenerated.push(path);
      return false;
    };
    hooks.stored = (path) => void seen.stored.push(path);
    hooks.refused = (key) => void seen.refused.push(key);
    return { seen, restore: () => Object.assign(hooks, original) };
  }

  it('sends an outside request’s render to it, never stores it, and regenerates the page from the server’s own request', async () => {
    const { seen, restore } = watchHooks();
    try {
      // However the request was spelled or what it carried, the hook noted the shared page it is for.
      for (const context of [{ sharedPage: '/fr/about' }, { sharedPage: '/fr/about', ownRequest: undefined }]) {
        await runInRequestContext(context, () => cache.set('/fr/about', rendered('SECRET'), options));
      }
      expect(await cache.get('/fr/about', context)).toBeNull();
      expect(seen.regenerated).toEqual(['/fr/about', '/fr/about']);
      // Next's key for a router request is no URL path: the hook's path is what counts.
      await runInRequestContext({ sharedPage: '/fr/about' }, () => cache.set('/route-cache/APP_PAGE/x/$/fr/about', rendered('SECRET'), options));
      expect(await cache.get('/route-cache/APP_PAGE/x/$/fr/about', context)).toBeNull();
      expect(seen.stored).toEqual([]);

      await asOwnRequest('/fr/about', () => cache.set('/fr/about', rendered('clean'), options));
      expect((await cache.get('/fr/about', context))?.value).toMatchObject({ html: page('clean') });
      expect(seen.stored).toEqual(['/fr/about']);
    } finally {
      restore();
    }
  });

  it('serves an outside request’s miss from what the server’s own request stored meanwhile', async () => {
    const hooks = pageCacheHooks()!;
    const original = hooks.regenerate;
    hooks.regenerate = (path) => asOwnRequest(path, () => cache.set(path, rendered('own render'), options)).then(() => true);
    try {
      const entry = await runInRequestContext({ sharedPage: '/fr/industry' }, () => cache.get('/fr/industry', context));
      expect(entry?.value).toMatchObject({ html: page('own render') });
      // Nothing to wait for when the server's own request asks, or when the request is not for a shared page.
      expect(await asOwnRequest('/fr/working', () => cache.get('/fr/working', context))).toBeNull();
      expect(await runInRequestContext({}, () => cache.get('/fr/working', context))).toBeNull();
    } finally {
      hooks.regenerate = original;
    }
  });

  it('serves the copy it stored itself when an expired page cannot be regenerated (the database away), never the build’s', async () => {
    const nlTags = '_N_T_/layout,_N_T_/[locale]/layout,_N_T_/nl/insights';
    const app = path.join(serverDistDir, 'app', 'nl');
    mkdirSync(app, { recursive: true });
    writeFileSync(path.join(app, 'insights.html'), page('build: no articles'));
    writeFileSync(path.join(app, 'insights.rsc'), '0:{}');
    writeFileSync(path.join(app, 'insights.meta'), JSON.stringify({ headers: { 'x-nextjs-prerender': '1', 'x-next-cache-tags': nlTags } }));
    const { seen, restore } = watchHooks();
    try {
      await cache.revalidateTag('_N_T_/nl/insights');
      expect(await runInRequestContext({ sharedPage: '/nl/insights' }, () => cache.get('/nl/insights', context))).toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 5));
      const stored = { kind: 'APP_PAGE', html: page('three articles'), rscData: Buffer.from('0:{}'), headers: { 'x-next-cache-tags': nlTags }, status: 200 };
      await asOwnRequest('/nl/insights', () => cache.set('/nl/insights', stored, options));
      await new Promise((resolve) => setTimeout(resolve, 5));
      await cache.revalidateTag('_N_T_/nl/insights');
      const served = await runInRequestContext({ sharedPage: '/nl/insights' }, () => cache.get('/nl/insights', context));
      expect(served?.value).toMatchObject({ html: page('three articles') });
      expect((served?.value as { headers: Record<string, string> }).headers['content-security-policy']).toBe(pagePolicy(page('three articles')));
      expect(seen.regenerated).toEqual(['/nl/insights', '/nl/insights']);
      // The server's own request never gets the old copy: it is the one regenerating.
      expect(await asOwnRequest('/nl/insights', () => cache.get('/nl/insights', context))).toBeNull();
    } finally {
      restore();
    }
  });

  it('stores nothing for a request that is not for a shared page, nor outside any request at run time', async () => {
    const { seen, restore } = watchHooks();
    try {
      await runInRequestContext({}, () => cache.set('/fr/team', rendered('team'), options));
      await cache.set('/fr/terms', rendered('no request'), options);
      expect(await cache.get('/fr/team', context)).toBeNull();
      expect(await cache.get('/fr/terms', context)).toBeNull();
      expect(seen.regenerated).toEqual([]);
      expect(seen.refused).toEqual(['/fr/terms']);
    } finally {
      restore();
    }
  });

  it('stores what `next build` prerenders, when no request exists', async () => {
    const phase = process.env.NEXT_PHASE;
    process.env.NEXT_PHASE = 'phase-production-build';
    try {
      await cache.set('/fr/privacy', rendered('built'), options);
      expect((await cache.get('/fr/privacy', context))?.value).toMatchObject({ html: page('built') });
    } finally {
      if (phase === undefined) delete process.env.NEXT_PHASE;
      else process.env.NEXT_PHASE = phase;
    }
  });
});
