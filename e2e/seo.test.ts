import { describe, expect, it } from 'vitest';
import { get, siteURL } from './support';

const locales = ['en', 'de', 'fr', 'nl'] as const;
const routes = ['', '/about', '/services', '/industry', '/working', '/testimonials', '/contact', '/privacy', '/terms', '/diy-agents'];
const pages = locales.flatMap((locale) => routes.map((route) => `/${locale}${route}`));

type Alternates = Map<string, string>;

function headAlternates(html: string): Alternates {
  const links = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)];
  return new Map(links.map(([, lang, href]) => [lang!, href!]));
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(([, body]) => JSON.parse(body!));
}

describe('sitemap.xml', () => {
  it('lists all 40 pages with the same alternates as each page’s head', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    // Articles and their index have their own checks: e2e/articles.test.ts.
    const entries = [...xml.matchAll(/<url>(.*?)<\/url>/gs)]
      .filter(([, body]) => !body!.includes('/insights'))
      .map(([, body]) => ({
        loc: body!.match(/<loc>([^<]+)<\/loc>/)![1]!,
        alternates: new Map([...body!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, l, h]) => [l!, h!])),
      }));
    expect(entries.map((entry) => entry.loc).sort()).toEqual(pages.map((path) => `${siteURL}${path}`).sort());
    for (const entry of entries) {
      const html = await (await get(new URL(entry.loc).pathname)).text();
      expect(headAlternates(html), entry.loc).toEqual(entry.alternates);
      expect([...entry.alternates.keys()].sort()).toEqual(['de', 'en', 'fr', 'nl', 'x-default']);
    }
  });

  it('is announced in robots.txt', async () => {
    const robots = await (await get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${siteURL}/sitemap.xml`);
    expect(robots).toMatch(/Allow: \//);
  });
});

describe('structured data', () => {
  it.each(pages)('%s has the organisation with both UK offices, and breadcrumbs on inner pages', async (path) => {
    const html = await (await get(path)).text();
    const blocks = jsonLd(html);
    const organisation = blocks.find((block) => block['@id'] === `${siteURL}/#organization`);
    expect(organisation).toBeDefined();
    const offices = organisation!.department as Array<{ address: { addressLocality: string; addressCountry: string } }>;
    expect(offices.map((office) => office.address.addressLocality).sort()).toEqual(['Aberdeen', 'Slough']);
    expect(offices.every((office) => office.address.addressCountry === 'GB')).toBe(true);
    expect(JSON.stringify(organisation)).toContain('"opens":"09:00"');
    const isInner = path.split('/').length > 2;
    const breadcrumb = blocks.find((block) => block['@type'] === 'BreadcrumbList');
    expect(Boolean(breadcrumb)).toBe(isInner);
    if (breadcrumb) expect(JSON.stringify(breadcrumb)).toContain(`${siteURL}${path}`);
  });

  it('marks up the contact page FAQ as FAQPage', async () => {
    for (const locale of locales) {
      const faq = jsonLd(await (await get(`/${locale}/contact`)).text()).find((block) => block['@type'] === 'FAQPage');
      expect((faq?.mainEntity as unknown[] | undefined)?.length, locale).toBe(4);
    }
  });

  it('never lets catalogue text close the script element', async () => {
    for (const path of pages) {
      const html = await (await get(path)).text();
      for (const [, body] of html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)) expect(body).not.toContain('<');
    }
  });
});

describe('social sharing', () => {
  it.each(pages)('%s has its own Open Graph image in its language', async (path) => {
    const html = await (await get(path)).text();
    const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    expect(image).toContain(`${siteURL}${path}/opengraph-image`);
    const response = await get(new URL(image!).pathname + new URL(image!).search);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"\/>/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"\/>/);
  });

  it('gives every page a unique title and description in every language', async () => {
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
    for (const path of pages) {
      const html = await (await get(path)).text();
      seen.titles.add(html.match(/<title>([^<]+)<\/title>/)![1]!);
      seen.descriptions.add(html.match(/<meta name="description" content="([^"]+)"/)![1]!);
    }
    expect(seen.titles.size).toBe(40);
    expect(seen.descriptions.size).toBe(40);
  });
});

describe('link text', () => {
  // Lighthouse's English list of texts that say nothing out of context, and the same phrases in
  // the site's other languages: screen-reader link lists and search engines see only the link.
  const vague = new Set([
    'click here',
    'click this',
    'go',
    'here',
    'information',
    'learn more',
    'more',
    'more info',
    'more information',
    'right here',
    'read more',
    'see more',
    'start',
    'this',
    'hier',
    'hier klicken',
    'mehr',
    'mehr erfahren',
    'weiterlesen',
    'ici',
    'cliquez ici',
    'plus',
    'en savoir plus',
    'lire la suite',
    'meer',
    'meer weten',
    'lees meer',
    'klik hier',
  ]);
  const decode = (text: string) =>
    text
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"');

  it.each(locales)('says where every link on the /%s pages goes', async (locale) => {
    let links = 0;
    for (const path of pages.filter((page) => page.startsWith(`/${locale}`))) {
      const body = (await (await get(path)).text()).replace(/<script[\s\S]*?<\/script>/g, '');
      for (const [, inner] of body.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)) {
        const text = decode(inner!.replace(/<[^>]+>/g, ' '))
          .replace(/\s+/g, ' ')
          .trim()
          .toLowerCase();
        if (text) expect(vague.has(text), `${path}: "${text}"`).toBe(false);
        links++;
      }
    }
    expect(links).toBeGreaterThan(100);
  });
});
