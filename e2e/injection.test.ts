import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from '../lib/json-ld';
import corpus from '../test/reliability/injection-payloads.json';
import { baseURL, get, rawGet, useBrowser } from './support';

// The injection corpus against the running site: hostile language codes (query, both cookies,
// Accept-Language, localStorage) and inline-edit overrides. Nothing may run as script, nothing
// may come back unescaped, and no redirect may leave the site.

const browser = useBrowser();
const { payloads, redirectTargets } = corpus;
const ours = new URL(baseURL).origin;
const headerSafe = (value: string) => /^[\t\x20-\x7e]*$/.test(value);

describe('hostile language codes over HTTP', () => {
  it.each(payloads)('lng=%s redirects to one of our pages and is never echoed', async (payload) => {
    for (const path of ['/', '/contact']) {
      const response = await get(`${path}?lng=${encodeURIComponent(payload)}`);
      expect(response.status).toBe(307);
      const location = new URL(response.headers.get('location') ?? '', baseURL);
      expect(location.origin).toBe(ours);
      expect(location.pathname).toMatch(/^\/(en|de|fr|nl)(\/contact)?$/);
      expect(decodeURIComponent(location.href)).not.toContain(payload);
      expect(await response.text()).not.toContain(payload);
    }
  });

  it.each(payloads)('cookies and Accept-Language of %s pick a real language or English', async (payload) => {
    const cookie = `i18next=${encodeURIComponent(payload)}; NEXT_LOCALE=${encodeURIComponent(payload)}`;
    const headers: Record<string, string> = { cookie };
    if (headerSafe(payload)) headers['accept-language'] = payload;
    const response = await get('/about', headers);
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get('location') ?? '', baseURL);
    expect(location.origin).toBe(ours);
    // de-DE,<img…> names German first: a real language in a hostile header still counts.
    expect(location.pathname).toBe(payload.startsWith('de-DE') ? '/de/about' : '/en/about');
  });

  it.each(payloads)('a path of %s is a 404 page, or a 400 for what cannot be a path, that does not reflect it', async (payload) => {
    const response = await get(`/en/${encodeURIComponent(payload)}`);
    // An escaped slash (`</script>`) is no path of this site: 400 before Next.js sees it (lib/page-cache/canonical-path.ts).
    expect([404, 307, 308, 400]).toContain(response.status);
    const html = await response.text();
    expect(html).not.toContain(payload);
    expect(html).not.toContain(encodeURIComponent(payload).replace(/%2F/gi, '/'));
  });

  it.each(redirectTargets)('the request target %s never redirects off the site', async (target) => {
    const { status, location } = await rawGet(target);
    if (location) expect(new URL(location, baseURL).origin).toBe(ours);
    expect(status).toBeLessThan(500);
  });

  it('API errors come back as JSON that browsers will not sniff as HTML', async () => {
    const body = Object.fromEntries(payloads.map((payload, i) => [`field${i}`, payload]));
    const response = await fetch(new URL('/api/contact', baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, [payloads[0]!]: payloads[1] }),
    });
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await response.text()).not.toContain(payloads[1]);
  });
});

describe('JSON-LD serialisation', () => {
  it.each(payloads)('keeps %s inside its script element and intact as data', (payload) => {
    const serialized = serializeJsonLd({ '@type': 'Thing', name: payload, description: [payload, { nested: payload }] });
    expect(serialized).not.toMatch(/<\/?script/i);
    expect(serialized).not.toMatch(/<!--/);
    expect(serialized).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(serialized)).toEqual({ '@type': 'Thing', name: payload, description: [payload, { nested: payload }] });
  });
});

/** Five payloads per page load: one per vector, so every payload meets every vector across the groups. */
const groups = Array.from({ length: Math.ceil(payloads.length / 5) }, (_, i) => payloads.slice(i * 5, i * 5 + 5));
const editKeys = [
  'HomePage.hero.title',
  'HomePage.hero.eyebrow',
  'HomePage.hero.subtitle',
  'Stats.clients',
  'Stats.projects',
  'ContactPage.title',
  'ContactPage.subtitle',
];

/** A context in which every hostile value is planted before the site's scripts run. */
async function hostileContext(group: string[]): Promise<{ page: Page; executed: number[]; dialogs: string[] }> {
  const [, specCookie = '', intlCookie = '', stored = '', language = ''] = group;
  const page = await browser.newPage({
    viewport: { width: 1280, height: 900 },
    ...(headerSafe(language) ? { extraHTTPHeaders: { 'accept-language': language } } : {}),
  });
  const context: BrowserContext = page.context();
  const executed: number[] = [];
  const dialogs: string[] = [];
  await context.exposeFunction('__xss', (n: number) => void executed.push(n));
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const host = new URL(baseURL).hostname;
  await context.addCookies([
    { name: 'i18next', value: encodeURIComponent(specCookie), domain: host, path: '/' },
    { name: 'NEXT_LOCALE', value: encodeURIComponent(intlCookie), domain: host, path: '/' },
  ]);
  await context.addInitScript(
    ({ group, stored, keys }: { group: string[]; stored: string; keys: string[] }) => {
      const violations: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = violations;
      document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective}: ${event.sample}`));
      localStorage.setItem('i18nextLng', stored);
      // Hostile overrides for texts on the pages visited, plus a hostile language and key.
      const forLanguage = Object.fromEntries(keys.map((key, i) => [key, group[i % group.length]!]));
      localStorage.setItem('contentOverrides', JSON.stringify({ en: forLanguage, [stored]: forLanguage, de: { [stored]: stored } }));
    },
    { group, stored, keys: editKeys },
  );
  return { page, executed, dialogs };
}

describe('hostile values in the browser', () => {
  it.each(groups.map((group) => [group.join(' | '), group] as const))('%s never run, as language codes or as edited text', async (_name, group) => {
    const { page, executed, dialogs } = await hostileContext(group);
    await page.goto(`/?lng=${encodeURIComponent(group[0]!)}`, { waitUntil: 'networkidle' });
    expect(new URL(page.url()).origin).toBe(ours);
    expect(await page.evaluate(() => document.documentElement.lang)).toMatch(/^(en|de|fr|nl)$/);
    if (new URL(page.url()).pathname === '/en') {
      // The override is shown, as text: the heading reads the payload, it did not become markup.
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(group[0]!.trim());
    }
    await page.getByRole('heading', { level: 1 }).hover();
    await page.goto('/en/contact', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).hover();

    expect(executed).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)).toEqual([]);
    const planted = await page.evaluate(() => ({
      images: document.querySelectorAll('img[src="x"], svg[onload], iframe[srcdoc]').length,
      handlers: [...document.querySelectorAll('*')].filter((element) => [...element.attributes].some((attribute) => /^on/i.test(attribute.name))).length,
      scriptLinks: [...document.querySelectorAll('a[href]')].filter((link) => /^\s*(javascript|data):/i.test(link.getAttribute('href') ?? '')).length,
      badJsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].filter((script) => {
        try {
          JSON.parse(script.textContent ?? '');
          return false;
        } catch {
          return true;
        }
      }).length,
    }));
    expect(planted).toEqual({ images: 0, handlers: 0, scriptLinks: 0, badJsonLd: 0 });
    // The contact page's own texts were overridden too, and are shown as typed.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(group[5 % group.length]!.trim());
  });
});
