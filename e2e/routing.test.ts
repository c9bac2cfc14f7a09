import { describe, expect, it } from 'vitest';
import de from '../messages/de.json';
import en from '../messages/en.json';
import fr from '../messages/fr.json';
import nl from '../messages/nl.json';
import { baseURL, get, locationOf, rawGet, siteURL } from './support';

const locales = ['en', 'de', 'fr', 'nl'] as const;
const catalogues = { en, de, fr, nl };
const routes = ['', '/about', '/services', '/industry', '/working', '/testimonials', '/contact', '/privacy', '/terms', '/diy-agents'];

describe('every page in every language', () => {
  it.each(locales.flatMap((locale) => routes.map((route) => [`/${locale}${route}`, locale])))(
    '%s answers 200 in its language, with hreflang alternates and a canonical',
    async (path, locale) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      // Served from the build, not rendered per request.
      expect(response.headers.get('x-nextjs-prerender')).toMatch(/^1/);
      const html = await response.text();
      expect(html).toMatch(new RegExp(`<html lang="${locale}"`));
      const route = path.slice(3);
      for (const alternate of locales) {
        expect(html).toContain(`<link rel="alternate" hrefLang="${alternate}" href="${siteURL}/${alternate}${route}"/>`);
      }
      expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${siteURL}/en${route}"/>`);
      expect(html).toContain(`<link rel="canonical" href="${siteURL}${path}"/>`);
    },
  );

  it('serves localized titles', async () => {
    const titles = await Promise.all(locales.map(async (locale) => (await (await get(`/${locale}/about`)).text()).match(/<title>([^<]*)<\/title>/)?.[1]));
    expect(new Set(titles).size).toBe(4);
  });
});

describe('redirects for paths without a language', () => {
  it.each([
    ['/', '/en'],
    ['/about', '/en/about'],
    ['/diy-agents', '/en/diy-agents'],
    ['/pricing?x=1', '/en/pricing?x=1'],
  ])('%s → %s', async (from, to) => {
    const response = await get(from);
    expect(response.status).toBe(307);
    const location = locationOf(response);
    expect(location.pathname + location.search).toBe(to);
  });

  it('follows the detection order: lng query, i18next cookie, NEXT_LOCALE cookie, Accept-Language', async () => {
    const where = async (path: string, headers: Record<string, string> = {}) => locationOf(await get(path, headers)).pathname;
    expect(await where('/services?lng=fr', { cookie: 'i18next=de', 'accept-language': 'nl' })).toBe('/fr/services');
    expect(await where('/services', { cookie: 'i18next=de; NEXT_LOCALE=nl', 'accept-language': 'fr' })).toBe('/de/services');
    expect(await where('/services', { cookie: 'NEXT_LOCALE=nl', 'accept-language': 'fr' })).toBe('/nl/services');
    expect(await where('/services', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' })).toBe('/fr/services');
    expect(await where('/services', { 'accept-language': 'ja' })).toBe('/en/services');
  });

  it('drops the lng parameter once it has been used', async () => {
    const location = locationOf(await get('/contact?lng=de&ref=mail'));
    expect(location.pathname + location.search).toBe('/de/contact?ref=mail');
  });

  it('discards injected language codes without reflecting them', async () => {
    const payload = encodeURIComponent('"><script>alert(1)</script>');
    const response = await get(`/about?lng=${payload}`, { cookie: `i18next=${payload}` });
    const location = locationOf(response);
    expect(location.pathname).toBe('/en/about');
    expect(decodeURIComponent(location.href)).not.toContain('<script>');
    expect([...response.headers.values()].join('\n')).not.toContain('<script');
  });

  it('never redirects to another host', async () => {
    for (const target of ['//evil.example', '//evil.example/about', '/\\evil.example', '/%2F%2Fevil.example']) {
      const { status, location } = await rawGet(target);
      expect(status, target).toBeGreaterThanOrEqual(300);
      if (location) expect(new URL(location, baseURL).origin, target).toBe(baseURL);
    }
  });
});

describe('not found', () => {
  it.each([
    ['/en/nope', 'en'],
    ['/de/about/deeper', 'de'],
    ['/fr/services/x/y', 'fr'],
    ['/nl/nope', 'nl'],
  ] as const)('%s is a server-rendered 404 in its language', async (path, locale) => {
    const response = await get(path);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<html lang="${locale}"`);
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"\/>/);
    const t = catalogues[locale].NotFoundPage;
    expect(html).toContain(`>${t.title}</h1>`);
    expect(html).toContain(escapeHtml(t.description));
    expect(html).toMatch(new RegExp(`<a [^>]*href="/${locale}"[^>]*>${escapeHtml(t.backHome)}</a>`));
  });

  it('answers 404 for a missing file outside the language tree', async () => {
    const response = await get('/missing.txt');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(`>${en.NotFoundPage.title}</h1>`);
    expect(html).toMatch(new RegExp(`<a [^>]*href="/en"[^>]*>${escapeHtml(en.NotFoundPage.backHome)}</a>`));
  });

  // Next embeds the root not-found page in every page's RSC payload: it must not carry a second
  // copy of the site shell (it once added a whole header and footer, ~30 KB, to each page).
  it.each(locales)('/%s ships its footer once in the HTML and once in the hydration payload', async (locale) => {
    const html = await (await get(`/${locale}`)).text();
    const tagline = catalogues[locale].Footer.tagline;
    const scripts = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => body).join('\n');
    const visible = html.replace(/<script[\s\S]*?<\/script>/g, '');
    expect(tagline).not.toMatch(/["\\]/); // found verbatim in the payload's JSON strings
    expect(visible.split(escapeHtml(tagline)).length - 1).toBe(1);
    expect(scripts.split(tagline).length - 1).toBe(1);
    if (locale !== 'en') expect(scripts).not.toContain(en.Footer.tagline);
  });

  it('uses the exact English texts of the spec', () => {
    expect(catalogues.en.NotFoundPage).toMatchObject({
      title: '404 Page Not Found',
      description: "The page you're looking for doesn't exist or has been moved.",
      backHome: 'Back to Home',
    });
  });
});

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}
